// The right-to-left fixture: the sample site with Arabic added as a third
// language, for `npm run test:rtl` (e2e/right-to-left.spec.ts). Written under
// .cache/, never into the content: the sample site is published in English and
// French only. Arabic is the test's language because it is written right to
// left and the PDF renderer cannot lay it out, so the build must say so and
// link the English CV. Only one post is translated, so the other posts' pages
// show what the language switcher does for a page that has no Arabic version.
//   node scripts/rtl-fixture.ts        writes .cache/rtl-fixture/
//   node scripts/rtl-fixture.ts --env  prints the environment that builds from it
//   npm run test:rtl                   builds it and runs the language and right-to-left tests
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

export const RTL_DIR = ".cache/rtl-fixture";
export const RTL_LANGUAGES = "en-GB,fr,ar";
/** The one post written in Arabic too. */
export const RTL_POST = "delete-the-feature-flag";

const SITE_AR = `// site.ts in Arabic, for the right-to-left test build (scripts/rtl-fixture.ts).
export const translation = {
  person: {
    jobTitle: "مطوّرة واجهات أمامية وتطبيقات متكاملة",
    location: "ليدز، المملكة المتحدة",
    bio: \`
أبني تطبيقات ويب سريعة وسهلة الوصول باستخدام TypeScript وReact، من الأدوات المضمّنة التي تعمل على صفحات الآخرين إلى أدوات الإدارة التي تعتمد عليها الشركات الصغيرة كل يوم.

منذ ست سنوات أعمل على كل طبقات التطبيق: أنظمة التصميم والواجهات، وواجهات Node.js البرمجية، ومخططات PostgreSQL، وخطوط التكامل المستمر التي تنشرها.
\`,
  },
  experience: [
    {
      role: "مطوّرة واجهات أمامية أولى",
      location: "ليدز",
      summary: "المطوّرة الرئيسية لأداة PriceSpider ولوحة تحكم العلامات التجارية، المضمّنة في أكثر من ٢٠٠٠ صفحة منتج.",
    },
    {
      role: "مطوّرة تطبيقات متكاملة",
      location: "مانشستر",
      summary: "بنت تطبيقات ويب لشركات صغيرة، منها نظام Service Center لإدارة العملاء وموقع Metronics.",
    },
    {
      role: "مطوّرة ويب",
      location: "هدرسفيلد",
      summary: "بنت مواقع WordPress وAngularJS لشركات محلية ونقلت مشاريع الوكالة إلى النشر عبر Git.",
    },
  ],
  education: [{ qualification: "بكالوريوس علوم الحاسوب بمرتبة الشرف الأولى" }],
  skills: [{ name: "أعمل بها حاليًا" }, { name: "خبرة سابقة" }],
};
`;

/** Each project's Arabic text: its role, summary and description; its screenshots are described by position. */
const PROJECTS_AR: Record<string, { role: string; summary: string; description: string }> = {
  pricespider: {
    role: "مطوّرة واجهات أمامية",
    summary:
      "أداة «أين تشتري» تضمّنها العلامات التجارية في صفحات منتجاتها لتوجيه المتسوّقين إلى المتاجر التي يتوفر فيها المنتج.",
    description:
      "تتيح PriceSpider للعلامة التجارية إضافة زر واحد إلى أي صفحة منتج. يقارن المتسوّق الأسعار والمخزون لدى المتاجر الإلكترونية، أو ينتقل إلى خريطة المتاجر القريبة.",
  },
  "service-center": {
    role: "مطوّرة تطبيقات متكاملة",
    summary:
      "نظام لإدارة علاقات العملاء لشركة صغيرة لإصلاح الأجهزة، يجمع العملاء والمهام والفنيين والفواتير في مكان واحد.",
    description:
      "يحلّ Service Center محلّ جداول البيانات والدفاتر الورقية: يرى مكتب الاستقبال كل مهمة، ويرى الفنيون مهامهم على الهاتف، وتصدر الفواتير من المهمة نفسها.",
  },
  metronics: {
    role: "مطوّرة واجهات أمامية",
    summary: "الموقع الرسمي لشركة تبيع الموازين الصناعية ومعدات الاختبار وتؤجّرها وتعايرها.",
    description: "بنيت موقع Metronics بصفحات سريعة التحميل، مع كتالوج يمكن تصفيته وطلب عرض سعر يعمل من دون JavaScript.",
  },
  "react-challenges": {
    role: "مؤلفة ومطوّرة",
    summary: "سلسلة علنية من اثني عشر تحديًا برمجيًا في React، لكلٍّ منها وصف واختبارات وحلّ مشروح.",
    description: "كتبت كل تحدٍّ ليُحلّ في أمسية واحدة: قائمة مهام قابلة للتراجع، وبحث مؤجّل، وقائمة افتراضية طويلة، وغيرها.",
  },
};

const POST_AR = `---
title: احذف علامة الميزة في الأسبوع الذي تبلغ فيه ١٠٠٪
description: ملاحظة قصيرة عن سبب شحن كل علامة ميزة في فريقي مع طلب الدمج الذي يحذفها.
---

كل علامة ميزة أضفناها العام الماضي كان يُفترض أن تكون مؤقتة. في مارس أحصينا ٤١ علامة، منها ٣٣ مفعّلة للجميع منذ أكثر من شهر.

لذلك غيّرنا عادة واحدة: حين يضيف طلب دمج علامة، يفتح صاحبه طلب دمج ثانيًا يحذفها، ويربطه بالأول. صار حذف العلامة مراجعة من خمس دقائق.
`;

/** The screenshots' files, in order, from a project's index.md. */
function screenshotFiles(indexMd: string): string[] {
  return [...indexMd.matchAll(/^\s+- src: (.+)$/gm)].map((match) => (match[1] ?? "").trim());
}

export async function writeRtlFixture(dir = RTL_DIR) {
  const root = resolve(dir);
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  await cp("app/content/site.fr.ts", join(root, "site.fr.ts"));
  await writeFile(join(root, "site.ar.ts"), SITE_AR);
  await cp("app/content/projects", join(root, "projects"), { recursive: true });
  for (const [slug, text] of Object.entries(PROJECTS_AR)) {
    const files = screenshotFiles(await readFile(join(root, "projects", slug, "index.md"), "utf8"));
    const images = files.map(
      (src, index) => `  - src: ${src}\n    alt: لقطة الشاشة ${index + 1} من ${files.length} لمشروع ${slug}`,
    );
    const frontMatter = [`role: ${text.role}`, `summary: ${text.summary}`, "images:", ...images].join("\n");
    await writeFile(join(root, "projects", slug, "index.ar.md"), `---\n${frontMatter}\n---\n\n${text.description}\n`);
  }
  await cp("app/content/writing", join(root, "writing"), { recursive: true });
  await writeFile(join(root, "writing", `${RTL_POST}.ar.md`), POST_AR);
}

/** The environment that builds the fixture: three languages and its own content folders. */
export function rtlEnvironment(dir = RTL_DIR): Record<string, string> {
  return {
    SITE_LANGUAGES: RTL_LANGUAGES,
    CONTENT_SITE_DIR: dir,
    CONTENT_PROJECTS_DIR: join(dir, "projects"),
    CONTENT_WRITING_DIR: join(dir, "writing"),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  if (process.argv[2] === "--env") {
    // For `env $(node scripts/rtl-fixture.ts --env) npm run build`: no value has a space.
    console.log(
      Object.entries(rtlEnvironment())
        .map(([name, value]) => `${name}=${value}`)
        .join(" "),
    );
  } else {
    await writeRtlFixture(process.argv[2]);
    console.log(`Right-to-left fixture: the sample site with Arabic added, in ${process.argv[2] ?? RTL_DIR}/`);
  }
}
