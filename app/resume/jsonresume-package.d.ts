// @jsonresume/schema ships no types: its validator, as app/resume/json-resume-schema.ts calls it.

declare module "@jsonresume/schema" {
  /** One problem, as the jsonschema package reports it: `path` is where, from the document's root. */
  export type SchemaError = {
    path: (string | number)[];
    property: string;
    message: string;
    /** The keyword that failed: "pattern", "format", "type"… */
    name: string;
    instance: unknown;
  };
  export function validate(resume: unknown, callback: (errors: SchemaError[] | null, valid: boolean) => void): void;
  export const schema: Record<string, unknown>;
  const module: { validate: typeof validate; schema: typeof schema };
  export default module;
}
