// الواجهة بالعربية: the interface in Arabic, a right-to-left language. The
// sample site is not published in Arabic; the tests build it with this
// catalogue to check the right-to-left layout (e2e/right-to-left.spec.ts), and
// a fork can list "ar" in settings.ts. Arabic has six plural forms; Intl picks.
import type { Format } from "../format.ts";
import type { Messages } from "./en.ts";

export function ar(format: Format): Messages {
  const { number, plural } = format;
  return {
    skipToContent: "انتقل إلى المحتوى",
    siteNavigation: "الموقع",
    languageNavigation: "اللغات",
    darkTheme: "المظهر الداكن",
    opensInNewTab: "(يُفتح في علامة تبويب جديدة)",

    footnotes: "الحواشي",
    backToReference: (reference) => `العودة إلى الإحالة ${number(reference)}`,
    tableLabel: (headers) => `جدول: ${headers.join("، ")}`,
    diagramLabel: (labels) => `مخطط: ${labels.join("، ")}`,
    diagramSource: "مصدر المخطط",
    codeLineAdded: "سطر مضاف:",
    codeLineRemoved: "سطر محذوف:",
    copyCode: "نسخ الشيفرة",
    codeCopied: "تم النسخ",
    alertNote: "ملاحظة",
    alertTip: "نصيحة",
    alertImportant: "مهم",
    alertWarning: "تحذير",
    alertCaution: "انتبه",

    downloadCv: "تنزيل السيرة الذاتية",
    pdfHint: "(PDF)",
    resumeJson: "السيرة الذاتية بصيغة JSON",
    profileLink: (label) => `الملف الشخصي على ${label}`,
    experience: "الخبرة",
    present: "الآن",
    projects: "المشاريع",
    technologies: "التقنيات",
    writing: "المقالات",
    allPosts: (count) =>
      plural(count, {
        one: "مقال واحد",
        two: "المقالان",
        few: `المقالات الـ${number(count)} كلها`,
        many: `المقالات الـ${number(count)} كلها`,
        other: `المقالات الـ${number(count)} كلها`,
      }),

    liveDemo: "عرض النسخة الحية",
    sourceCode: "قراءة الشيفرة المصدرية",
    aboutProject: "عن المشروع",
    technologiesUsed: "التقنيات المستخدمة",
    screenshots: "لقطات الشاشة",
    atAGlance: "لمحة سريعة",
    caseContext: "السياق",
    caseRole: "الدور",
    caseTeam: "الفريق",
    caseDecisions: "القرارات الرئيسية",
    caseOutcomes: "النتائج",
    outcomeOnCard: "النتيجة:",
    repositoryTitle: "على GitHub",
    repositoryStars: (count) =>
      plural(count, {
        zero: `${number(count)} نجمة`,
        one: "نجمة واحدة",
        two: "نجمتان",
        few: `${number(count)} نجمات`,
        many: `${number(count)} نجمة`,
        other: `${number(count)} نجمة`,
      }),
    repositoryForks: (count) =>
      plural(count, {
        zero: `${number(count)} تفرّع`,
        one: "تفرّع واحد",
        two: "تفرّعان",
        few: `${number(count)} تفرّعات`,
        many: `${number(count)} تفرّعًا`,
        other: `${number(count)} تفرّع`,
      }),
    repositoryLanguages: "اللغات",
    repositoryLastPush: "آخر دفع",
    repositoryRelease: "أحدث إصدار",
    repositoryLicence: "الترخيص",
    repositoryArchived: "مؤرشف",
    pinnedRepositories: "أيضًا على GitHub",
    replies: "الردود",
    noReplies: "لا ردود بعد.",
    replyOnBluesky: "الرد على Bluesky",
    replyOnMastodon: "الرد على Mastodon",
    replyLikes: (count) =>
      plural(count, {
        zero: `${number(count)} إعجاب`,
        one: "إعجاب واحد",
        two: "إعجابان",
        few: `${number(count)} إعجابات`,
        many: `${number(count)} إعجابًا`,
        other: `${number(count)} إعجاب`,
      }),
    replyReposts: (count) =>
      plural(count, {
        zero: `${number(count)} إعادة نشر`,
        one: "إعادة نشر واحدة",
        two: "إعادتا نشر",
        few: `${number(count)} إعادات نشر`,
        many: `${number(count)} إعادة نشر`,
        other: `${number(count)} إعادة نشر`,
      }),
    comments: "التعليقات",
    showComments: "عرض التعليقات",
    commentsOnGitHub: "اقرأ التعليقات على GitHub",
    commentsFrame: "تعليقات من GitHub Discussions",
    mentions: "الإشارات",
    mentionKind: (kind) =>
      ({ reply: "رد", like: "إعجاب", repost: "إعادة نشر", bookmark: "إشارة مرجعية", mention: "إشارة" })[kind],
    tableOfContents: "في هذه الصفحة",
    moreProjects: "مشاريع أخرى",
    seeAllProjects: (count) =>
      plural(count, {
        one: "عرض المشروع الوحيد",
        two: "عرض المشروعين",
        few: `عرض المشاريع الـ${number(count)} كلها`,
        many: `عرض المشاريع الـ${number(count)} كلها`,
        other: `عرض المشاريع الـ${number(count)} كلها`,
      }),

    viewLarger: "(تكبير)",
    openingScreenshot: "جارٍ فتح اللقطة…",
    viewerLabel: (project) => `لقطات شاشة ${project}`,
    closeViewer: "إغلاق عارض اللقطات",
    previousScreenshot: "اللقطة السابقة",
    nextScreenshot: "اللقطة التالية",
    screenshotPosition: (position, count) => `${number(position)} من ${number(count)}`,
    screenshotAnnouncement: (position, count, alt) => `${number(position)} من ${number(count)}: ${alt}`,

    writingDescription: (name, jobTitle) => `مقالات وملاحظات ${name}، ${jobTitle}.`,
    writingBy: (name) => `مقالات ${name}`,
    feedTitle: (name) => `${name}: المقالات`,
    published: "نُشر في",
    updated: "حُدّث في",
    minutesToRead: (minutes) =>
      plural(minutes, {
        one: "دقيقة قراءة واحدة",
        two: "دقيقتا قراءة",
        few: `${number(minutes)} دقائق قراءة`,
        other: `${number(minutes)} دقيقة قراءة`,
      }),
    tags: "الوسوم",
    tagsOf: (title) => `وسوم «${title}»`,
    morePosts: "مقالات أخرى",
    previousPost: "المقال السابق",
    nextPost: "المقال التالي",
    taggedTitle: (tag) => `مقالات موسومة «${tag}»`,
    taggedSummary: (count, name, tag) =>
      `${plural(count, {
        one: "مقال واحد",
        two: "مقالان",
        few: `${number(count)} مقالات`,
        other: `${number(count)} مقالًا`,
      })} لـ${name} موسومة «${tag}».`,

    titleSeparator: " · ",
    projectCardAlt: (project, name, summary) => `${project}، مشروع من إنجاز ${name}: ${summary}`,
    postCardAlt: (title, name, description) => `${title}، بقلم ${name}: ${description}`,

    notFoundTitle: "الصفحة غير موجودة",
    notFoundDescription: "لا توجد صفحة على هذا العنوان.",
    notFoundHeading: "هذه الصفحة غير موجودة",
    notFoundText: "ربما أصبح الرابط قديمًا، أو كُتب العنوان بشكل خاطئ. تجد كل محتوى الموقع في الصفحة الرئيسية.",
    goHome: "الانتقال إلى الصفحة الرئيسية",
    orSeeAProject: "أو تصفّح مشروعًا",
    errorTitle: "حدث خطأ ما",
    errorText: "تعذّر عرض هذه الصفحة. حاول مرة أخرى، أو",
    errorHomeLink: "عُد إلى الصفحة الرئيسية",

    cvTitle: (name) => `${name} – السيرة الذاتية`,
    cvSubject: (name, jobTitle) => `السيرة الذاتية لـ${name}، ${jobTitle}`,
    cvProfile: "نبذة",
    cvExperience: "الخبرة المهنية",
    cvProjects: "مشاريع مختارة",
    cvSkills: "المهارات",
    cvEducation: "التعليم",
    cvLanguages: "اللغات",

    technologiesIntro: (name) =>
      `اللغات وأطر العمل والأدوات في أعمال ${name}، ومع كلٍّ منها المشاريع والمقالات التي تستخدمها.`,
    otherTechnologies: "مستخدمة أيضًا في المشاريع",
    allTechnologies: "كل التقنيات، مع مشاريعها ومقالاتها",
    skillPagesNote: "للمهارات التي تحتها خط صفحة تجمع المشاريع والمقالات التي تستخدمها.",
    technologyUses: (projects, posts) =>
      [
        ...(projects > 0
          ? [
              plural(projects, {
                one: "مشروع واحد",
                two: "مشروعان",
                few: `${number(projects)} مشاريع`,
                other: `${number(projects)} مشروعًا`,
              }),
            ]
          : []),
        ...(posts > 0
          ? [
              plural(posts, {
                one: "مقال واحد",
                two: "مقالان",
                few: `${number(posts)} مقالات`,
                other: `${number(posts)} مقالًا`,
              }),
            ]
          : []),
      ].join("، "),
    technologySummary: (name, technology, uses) => `أعمال ${name} باستخدام ${technology}: ${uses}.`,
    projectsWith: (technology) => `مشاريع باستخدام ${technology}`,
    postsAbout: (technology) => `مقالات عن ${technology}`,

    search: "بحث",
    searchIntro: "اعثر على مشروع أو مقال أو تقنية بأي كلمة وردت فيه.",
    searchLabel: "ابحث في المشاريع والمقالات والتقنيات",
    searchResultCount: {
      one: "نتيجة واحدة",
      two: "نتيجتان",
      few: "{count} نتائج",
      many: "{count} نتيجة",
      other: "{count} نتيجة",
    },
    searchNoResults: "لا توجد نتائج",
    searchUnavailable: "البحث غير متاح الآن: كل الصفحات مدرجة أدناه.",
    searchEverything: "كل الصفحات",
    searchKinds: { project: "مشروع", post: "مقال", technology: "تقنية" },
  };
}
