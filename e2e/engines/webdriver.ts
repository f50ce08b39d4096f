// A W3C WebDriver client over fetch: the few commands the engine walk needs
// (decision 0012 says why not a package). Each call is one HTTP request to a
// driver such as WebKitWebDriver; an error answer throws with the driver's message.

export type Session = {
  id: string;
  capabilities: Record<string, unknown>;
  call<T = unknown>(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<T>;
};

async function request<T>(url: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json; charset=utf-8" },
    body: body === undefined ? (method === "POST" ? "{}" : undefined) : JSON.stringify(body),
  });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok || (answer.value && typeof answer.value === "object" && "error" in answer.value))
    throw new Error(
      `WebDriver ${method} ${new URL(url).pathname}: ${answer.value?.error} ${answer.value?.message ?? ""}`,
    );
  return answer.value;
}

export async function newSession(driverUrl: string, alwaysMatch: Record<string, unknown>): Promise<Session> {
  const { sessionId, capabilities } = await request<{ sessionId: string; capabilities: Record<string, unknown> }>(
    `${driverUrl}/session`,
    "POST",
    { capabilities: { alwaysMatch } },
  );
  return {
    id: sessionId,
    capabilities,
    call: (method, path, body) => request(`${driverUrl}/session/${sessionId}${path}`, method, body),
  };
}

/** The W3C element reference key. */
const ELEMENT = "element-6066-11e4-a52e-4f735466cecc";

export async function findElement(session: Session, selector: string): Promise<string> {
  const found = await session.call<Record<string, string>>("POST", "/element", {
    using: "css selector",
    value: selector,
  });
  // The W3C key; older drivers answer with "ELEMENT".
  const reference = found[ELEMENT] ?? found.ELEMENT ?? Object.values(found)[0];
  if (!reference) throw new Error(`no element reference for ${selector}: ${JSON.stringify(found)}`);
  return reference;
}

/** WebDriver's key codes for the keys the walk presses. */
export const KEYS: Record<string, string> = {
  ArrowLeft: "\uE012",
  ArrowRight: "\uE014",
  ArrowDown: "\uE015",
  Enter: "\uE007",
  Escape: "\uE00C",
};

export async function pressKey(session: Session, key: string): Promise<void> {
  const value = KEYS[key] ?? key;
  await session.call("POST", "/actions", {
    actions: [
      {
        type: "key",
        id: "keyboard",
        actions: [
          { type: "keyDown", value },
          { type: "keyUp", value },
        ],
      },
    ],
  });
  await session.call("DELETE", "/actions");
}
