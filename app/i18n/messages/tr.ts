// Türkçe arayüz. Typed `Messages`: a key missing from en.ts, or one en.ts
// lacks, is a type error. A Turkish noun stays singular after a number
// (1 proje, 5 proje), and a suffix on a name follows its last vowel, which
// the catalogue cannot know: names stand where they take no suffix
// ("… tarafından", or before a colon). Lower case is Turkish lower case (I → ı).
import type { Format } from "../format.ts";
import type { Messages } from "./en.ts";

export function tr(format: Format): Messages {
  const { number, plural, inSentence } = format;
  return {
    skipToContent: "İçeriğe geç",
    siteNavigation: "Site",
    languageNavigation: "Diller",
    darkTheme: "Koyu tema",
    opensInNewTab: "(yeni sekmede açılır)",

    footnotes: "Dipnotlar",
    backToReference: (reference) => `${number(reference)} numaralı dipnot işaretine dön`,
    tableLabel: (headers) => `Tablo: ${headers.join(", ")}`,
    diagramLabel: (labels) => `Diyagram: ${labels.join(", ")}`,
    diagramSource: "Diyagramın kaynak kodu",
    codeLineAdded: "Eklenen satır:",
    codeLineRemoved: "Silinen satır:",
    copyCode: "Kodu kopyala",
    codeCopied: "Kopyalandı",
    alertNote: "Not",
    alertTip: "İpucu",
    alertImportant: "Önemli",
    alertWarning: "Uyarı",
    alertCaution: "Dikkat",

    downloadCv: "Özgeçmişi indir",
    pdfHint: "(PDF)",
    resumeJson: "JSON biçiminde özgeçmiş",
    profileLink: (label) => `${label} profili`,
    experience: "Deneyim",
    present: "günümüz",
    projects: "Projeler",
    technologies: "Teknolojiler",
    writing: "Yazılar",
    allPosts: (count) => plural(count, { one: `${number(count)} yazı`, other: `${number(count)} yazının tümü` }),

    liveDemo: "Canlı demoyu gör",
    sourceCode: "Kaynak kodunu incele",
    aboutProject: "Proje hakkında",
    technologiesUsed: "Kullanılan teknolojiler",
    screenshots: "Ekran görüntüleri",
    atAGlance: "Özetle",
    caseContext: "Bağlam",
    caseRole: "Rol",
    caseTeam: "Ekip",
    caseDecisions: "Önemli kararlar",
    caseOutcomes: "Sonuçlar",
    outcomeOnCard: "Sonuç:",
    repositoryTitle: "GitHub’da",
    repositoryStars: (count) => `${number(count)} yıldız`,
    repositoryForks: (count) => `${number(count)} çatal`,
    repositoryLanguages: "Diller",
    repositoryLastPush: "Son push",
    repositoryRelease: "Son sürüm",
    repositoryLicence: "Lisans",
    repositoryArchived: "Arşivlendi",
    pinnedRepositories: "GitHub'da ayrıca",
    replies: "Yanıtlar",
    noReplies: "Henüz yanıt yok.",
    replyOnBluesky: "Bluesky’da yanıtla",
    replyOnMastodon: "Mastodon’da yanıtla",
    replyLikes: (count) => `${number(count)} beğeni`,
    replyReposts: (count) => `${number(count)} yeniden paylaşım`,
    comments: "Yorumlar",
    showComments: "Yorumları göster",
    commentsOnGitHub: "Yorumları GitHub’da oku",
    commentsFrame: "GitHub Discussions yorumları",
    mentions: "Bahsetmeler",
    mentionKind: (kind) =>
      ({ reply: "Yanıt", like: "Beğeni", repost: "Yeniden paylaşım", bookmark: "Yer imi", mention: "Bahsetme" })[kind],
    tableOfContents: "Bu sayfada",
    moreProjects: "Diğer projeler",
    seeAllProjects: (count) => plural(count, { one: "Tek projeyi gör", other: `${number(count)} projenin tümünü gör` }),

    viewLarger: "(büyüt)",
    openingScreenshot: "Ekran görüntüsü açılıyor…",
    viewerLabel: (project) => `${project}: ekran görüntüleri`,
    closeViewer: "Görüntüleyiciyi kapat",
    previousScreenshot: "Önceki ekran görüntüsü",
    nextScreenshot: "Sonraki ekran görüntüsü",
    screenshotPosition: (position, count) => `${number(position)} / ${number(count)}`,
    screenshotAnnouncement: (position, count, alt) => `${number(position)} / ${number(count)}: ${alt}`,

    writingDescription: (name, jobTitle) => `Yazılar ve notlar: ${name}, ${inSentence(jobTitle)}.`,
    writingBy: (name) => `${name}: yazılar`,
    feedTitle: (name) => `${name}: yazılar`,
    published: "Yayımlanma:",
    updated: "Güncellenme:",
    minutesToRead: (minutes) => `${number(minutes)} dakikalık okuma`,
    tags: "Etiketler",
    tagsOf: (title) => `“${title}” etiketleri`,
    morePosts: "Diğer yazılar",
    previousPost: "Önceki yazı",
    nextPost: "Sonraki yazı",
    taggedTitle: (tag) => `“${tag}” etiketli yazılar`,
    taggedSummary: (count, name, tag) =>
      `${name} tarafından “${tag}” etiketiyle yazılmış ${plural(count, { one: "1 yazı", other: `${number(count)} yazı` })}.`,

    titleSeparator: " · ",
    projectCardAlt: (project, name, summary) => `${project}, ${name} tarafından geliştirilen bir proje: ${summary}`,
    postCardAlt: (title, name, description) => `${title}, yazan: ${name}. ${description}`,

    notFoundTitle: "Sayfa bulunamadı",
    notFoundDescription: "Bu adreste bir sayfa yok.",
    notFoundHeading: "Böyle bir sayfa yok",
    notFoundText:
      "Bağlantı eskimiş ya da adres yanlış yazılmış olabilir. Sitedeki her şeye ana sayfadan ulaşabilirsiniz.",
    goHome: "Ana sayfaya git",
    orSeeAProject: "Ya da bir projeye göz atın",
    errorTitle: "Bir sorun oluştu",
    errorText: "Bu sayfa görüntülenemedi. Lütfen yeniden deneyin ya da",
    errorHomeLink: "ana sayfaya dönün",

    cvTitle: (name) => `${name} – Özgeçmiş`,
    cvSubject: (name, jobTitle) => `Özgeçmiş: ${name}, ${jobTitle}`,
    cvProfile: "Profil",
    cvExperience: "İş deneyimi",
    cvProjects: "Seçilmiş projeler",
    cvSkills: "Yetkinlikler",
    cvEducation: "Eğitim",
    cvLanguages: "Diller",

    technologiesIntro: (name) =>
      `${name} tarafından kullanılan diller, çatılar ve araçlar; her birinin yanında onu kullanan projeler ve yazılar.`,
    otherTechnologies: "Projelerde ayrıca kullanılanlar",
    allTechnologies: "Tüm teknolojiler, projeleri ve yazılarıyla",
    skillPagesNote:
      "Altı çizili teknolojilerin, onları kullanan projeleri ve yazıları bir araya getiren bir sayfası var.",
    technologyUses: (projects, posts) =>
      [
        ...(projects > 0 ? [plural(projects, { one: "1 proje", other: `${number(projects)} proje` })] : []),
        ...(posts > 0 ? [plural(posts, { one: "1 yazı", other: `${number(posts)} yazı` })] : []),
      ].join(", "),
    technologySummary: (name, technology, uses) => `${name} ve ${technology}: ${uses}.`,
    projectsWith: (technology) => `${technology} kullanılan projeler`,
    postsAbout: (technology) => `${technology} hakkında yazılar`,

    search: "Ara",
    searchIntro: "Bir projeyi, yazıyı ya da teknolojiyi içindeki herhangi bir kelimeyle bulun.",
    searchLabel: "Projelerde, yazılarda ve teknolojilerde ara",
    searchResultCount: { one: "{count} sonuç", other: "{count} sonuç" },
    searchNoResults: "Sonuç yok",
    searchUnavailable: "Arama şu anda kullanılamıyor: tüm sayfalar aşağıda listeleniyor.",
    searchEverything: "Tüm sayfalar",
    searchKinds: { project: "Proje", post: "Yazı", technology: "Teknoloji" },
  };
}
