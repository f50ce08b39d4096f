import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const [url, out, width = "320", scheme = "light"] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme });
await page.goto(url);
console.log("scrollWidth", await page.evaluate(() => document.documentElement.scrollWidth));
await page.screenshot({ path: out, fullPage: false });
await browser.close();
