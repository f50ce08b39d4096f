// The downloadable CV, rendered to PDF at build time by the CV's route (cv-file.server.tsx)
// from the same content as the site, in a font embedded from an npm package
// (cv-fonts.ts), the site's own faces; every word is real, selectable text.
import { Document, Font, Image, Link, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { Children, createContext, useContext, type ReactNode } from "react";
import { markdownToPlainText } from "../markdown/markdown.ts";
import type { Portfolio } from "../collections/portfolio-source.ts";
import type { ProjectEntry } from "../collections/project-collection.ts";
import type { SkillGroupContent } from "../schemas/site-schema.ts";
import type { Messages } from "../i18n/messages/en.ts";
import { CV_ACCENT, CV_PORTRAIT_RADIUS } from "./cv-accent.ts";
import { CV_FONT, CV_FONT_BOLD, CV_FONT_DISPLAY } from "./cv-fonts.ts";
import { displayFaceWrites } from "./cv-plans.ts";
import { wordParts } from "./cv-line-breaks.ts";

type Person = Portfolio["person"];
type Job = Portfolio["experience"][number];
type Study = Portfolio["education"][number];

export type CvDocumentProps = {
  content: Portfolio;
  /** The portfolio's own address (e.g. https://jane.example), shown in the contact line when known. */
  websiteUrl?: string;
  /** The headings' words, in the CV's language. */
  t: Messages;
  /** The CV's language, a BCP 47 tag: the PDF says it, for screen readers and search. */
  lang: string;
  /** person.portrait as a square JPEG, drawn beside the name. */
  portrait?: Buffer;
  /** When the PDF says it was made: now, unless a reproducible build fixes the time (cv-file.server.tsx). */
  created?: Date;
  /** Families registered for the letters the CV's faces lack (cv-script-fonts.server.ts), tried after each face. */
  scriptFamilies?: readonly string[];
};

type Style = Parameters<typeof StyleSheet.create>[0][string];

/** A face, then the script families, at the weight the face is drawn at; nothing to add without script families. */
function withScriptFamilies(script: readonly string[], family: string, weight: 400 | 700): Style {
  return script.length === 0 ? {} : { fontFamily: [family, ...script], fontWeight: weight };
}

const ACCENT = CV_ACCENT;
const INK = "#1f2937";
const MUTED = "#6b7280";
const RULE = "#d1d5db";

const FONT = CV_FONT;
const FONT_BOLD = CV_FONT_BOLD;

// Two spaces each side of the dot, as the eye wants, but only the outer one
// breakable: react-pdf's line breaker treats any run after a word that is not
// exactly one space as a place to hyphenate, so "  ·  " let a long contact
// line break after an address with a hyphen of its own ("…/tomasz-wisniewski-").
// A single space, then a no-break space, keeps every break clean, between items.
const SEPARATOR = " \u00a0·\u00a0 ";
const MARGIN_X = 50;

const BODY_SIZE = 9;
// react-pdf turns a unitless lineHeight into points using the font size of the
// same style (18 when it has none), so each text style that sets one sets both.
const LINE_HEIGHT = 1.4;

// react-pdf hyphenates long words by default; a CV reads better unbroken (and
// an address broken with a hyphen is a wrong address). Japanese and Chinese,
// which write no spaces, break between letters (./cv-line-breaks.ts).
Font.registerHyphenationCallback(wordParts);

const styles = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingBottom: 46,
    paddingHorizontal: MARGIN_X,
    fontFamily: FONT,
    fontSize: BODY_SIZE,
    color: INK,
  },
  header: { marginBottom: 6, flexDirection: "row", alignItems: "center" },
  headerText: { flex: 1 },
  portrait: { width: 64, height: 64, borderRadius: CV_PORTRAIT_RADIUS, marginLeft: 16 },
  name: { fontFamily: CV_FONT_DISPLAY, fontSize: 24, lineHeight: 1.15, color: INK },
  nameInTextFace: { fontFamily: FONT_BOLD },
  jobTitle: { fontSize: 12, color: ACCENT, marginTop: 2 },
  contactLine: { marginTop: 7, fontSize: 9, color: MUTED },
  contactLink: { color: MUTED, textDecoration: "none" },
  section: { marginTop: 14 },
  sectionTitle: {
    fontFamily: FONT_BOLD,
    fontSize: 9.5,
    letterSpacing: 1.2,
    color: ACCENT,
    paddingBottom: 3,
    marginBottom: 6,
    borderBottomWidth: 0.75,
    borderBottomColor: RULE,
  },
  paragraph: { marginBottom: 4, fontSize: BODY_SIZE, lineHeight: LINE_HEIGHT },
  entry: { marginBottom: 8 },
  entryHeading: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start" },
  entryTitle: { flex: 1, paddingRight: 12 },
  entryStrong: { fontFamily: FONT_BOLD, fontSize: 10.5 },
  entryPlace: { color: MUTED },
  // Nudged down so its baseline meets the larger title's.
  entryDates: { fontSize: 9, color: MUTED, paddingTop: 1.2 },
  entryBody: { marginTop: 2, fontSize: BODY_SIZE, lineHeight: LINE_HEIGHT },
  listItem: { flexDirection: "row" },
  bullet: { width: 9 },
  listItemText: { flex: 1 },
  entryMeta: { marginTop: 2, fontSize: 8.5, lineHeight: LINE_HEIGHT, color: MUTED },
  entryLink: { color: ACCENT, textDecoration: "none" },
  skillRow: { flexDirection: "row", marginBottom: 4 },
  skillLabel: { width: 150, fontFamily: FONT_BOLD },
  skillList: { flex: 1, fontSize: BODY_SIZE, lineHeight: LINE_HEIGHT },
  footer: {
    position: "absolute",
    bottom: 24,
    left: MARGIN_X,
    right: MARGIN_X,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 8,
    color: MUTED,
  },
});

/** `https://www.example.com/path/` → `example.com/path`, for printing a URL. */
export function displayUrl(url: string): string {
  return url
    .replace(/^https?:\/\//, "")
    .replace(/^www\./, "")
    .replace(/\/$/, "");
}

function dateRange(start: string, end: string): string {
  // The PDF is drawn in one language; `end` is already in it ("Present" comes from the messages).
  return start === end ? start : `${start} – ${end}`;
}

/** The CV's language, for the few things its rules decide, such as capitals. */
const CvLanguage = createContext("en");

/**
 * The families registered for letters the CV's faces lack (cv-script-fonts.server.ts), after which each face
 * falls back to them: Japanese, Chinese and Korean text.
 */
const ScriptFamilies = createContext<readonly string[]>([]);

/** A style's face, then the script families, at the weight the face is drawn at. */
function useFace(family: string, weight: 400 | 700): Style {
  return withScriptFamilies(useContext(ScriptFamilies), family, weight);
}

/**
 * A titled section; the title is kept on the same page as the first entry.
 * The title is set in capitals by the language's rules, which the renderer's
 * textTransform does not know: Turkish "deneyimi" is "DENEYİMİ".
 */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const [first, ...rest] = Children.toArray(children);
  return (
    <View style={styles.section}>
      <View wrap={false}>
        <Text style={[styles.sectionTitle, useFace(FONT_BOLD, 700)]}>
          {title.toLocaleUpperCase(useContext(CvLanguage))}
        </Text>
        {first}
      </View>
      {rest}
    </View>
  );
}

function ContactLine({ person, websiteUrl }: { person: Person; websiteUrl?: string }) {
  const items: ReactNode[] = [
    ...(person.location ? [person.location] : []),
    ...(person.email
      ? [
          <Link key="email" src={`mailto:${person.email}`} style={styles.contactLink}>
            {person.email}
          </Link>,
        ]
      : []),
    ...person.profiles.map((profile) => (
      <Link key={profile.url} src={profile.url} style={styles.contactLink}>
        {displayUrl(profile.url)}
      </Link>
    )),
  ];
  if (websiteUrl) {
    items.push(
      <Link key="website" src={websiteUrl} style={styles.contactLink}>
        {displayUrl(websiteUrl)}
      </Link>,
    );
  }
  // One line of inline text, so the separators keep their spaces.
  return (
    <Text style={styles.contactLine}>
      {items.map((item, index) => (
        <Text key={index}>
          {index > 0 ? SEPARATOR : ""}
          {item}
        </Text>
      ))}
    </Text>
  );
}

function Header({ person, websiteUrl, portrait }: { person: Person; websiteUrl?: string; portrait?: Buffer }) {
  const bold = useFace(FONT_BOLD, 700);
  return (
    <View style={styles.header}>
      <View style={styles.headerText}>
        <Text style={displayFaceWrites(person.name) ? styles.name : [styles.name, styles.nameInTextFace, bold]}>
          {person.name}
        </Text>
        <Text style={styles.jobTitle}>{person.jobTitle}</Text>
        <ContactLine person={person} websiteUrl={websiteUrl} />
      </View>
      {portrait ? <Image style={styles.portrait} src={{ data: portrait, format: "jpg" }} /> : null}
    </View>
  );
}

/** The bio is Markdown; a PDF shows its text, one paragraph (or list item) per block. */
function Profile({ bio, title }: { bio: string; title: string }) {
  return (
    <Section title={title}>
      {markdownToPlainText(bio).map((paragraph, index) => (
        <Text key={index} style={styles.paragraph}>
          {paragraph}
        </Text>
      ))}
    </Section>
  );
}

/** A title on the left (strong text, then a muted place) and dates on the right. */
function EntryHeading({ strong, place, dates }: { strong: string; place?: string; dates?: string }) {
  return (
    <View style={styles.entryHeading}>
      <Text style={styles.entryTitle}>
        <Text style={[styles.entryStrong, useFace(FONT_BOLD, 700)]}>{strong}</Text>
        {place ? <Text style={styles.entryPlace}>{`${SEPARATOR}${place}`}</Text> : null}
      </Text>
      {dates ? <Text style={styles.entryDates}>{dates}</Text> : null}
    </View>
  );
}

const BULLET = "• ";

/** A summary's Markdown, a block a line: paragraphs as text, a list's items each on a line of its own, bulleted. */
function Summary({ markdown }: { markdown: string }) {
  return markdownToPlainText(markdown).map((block, index) =>
    block.startsWith(BULLET) ? (
      <View key={index} style={[styles.entryBody, styles.listItem]}>
        <Text style={styles.bullet}>•</Text>
        <Text style={styles.listItemText}>{block.slice(BULLET.length)}</Text>
      </View>
    ) : (
      <Text key={index} style={styles.entryBody}>
        {block}
      </Text>
    ),
  );
}

function ExperienceEntry({ job, present }: { job: Job; present: string }) {
  return (
    <View style={styles.entry} wrap={false}>
      <EntryHeading
        strong={job.role}
        place={job.location ? `${job.organisation}, ${job.location}` : job.organisation}
        dates={dateRange(job.start, job.end ?? present)}
      />
      <Summary markdown={job.summary} />
    </View>
  );
}

function CvProject({ project }: { project: ProjectEntry }) {
  return (
    <View style={styles.entry} wrap={false}>
      <EntryHeading strong={project.name} place={project.role} />
      <Text style={styles.entryBody}>{project.summary}</Text>
      <Text style={styles.entryMeta}>
        {(project.web_url ?? project.git_url) ? (
          <Link src={project.web_url ?? project.git_url} style={styles.entryLink}>
            {displayUrl(project.web_url ?? project.git_url ?? "")}
          </Link>
        ) : null}
        {`${(project.web_url ?? project.git_url) ? SEPARATOR : ""}${project.tech.join(", ")}`}
      </Text>
    </View>
  );
}

function SkillRow({ group }: { group: SkillGroupContent }) {
  return (
    <View style={styles.skillRow} wrap={false}>
      <Text style={[styles.skillLabel, useFace(FONT_BOLD, 700)]}>{group.name}</Text>
      <Text style={styles.skillList}>{group.skills.join(", ")}</Text>
    </View>
  );
}

function EducationEntry({ study }: { study: Study }) {
  return (
    <View style={styles.entry} wrap={false}>
      <EntryHeading
        strong={study.area ? `${study.qualification}, ${study.area}` : study.qualification}
        place={study.institution}
        dates={dateRange(study.start, study.end)}
      />
    </View>
  );
}

/** The name on every page, and page numbers when there is more than one. */
function Footer({ title }: { title: string }) {
  return (
    <View style={styles.footer} fixed>
      <Text>{title}</Text>
      <Text render={({ pageNumber, totalPages }) => (totalPages > 1 ? `${pageNumber} / ${totalPages}` : "")} />
    </View>
  );
}

export function CvDocument({ content, websiteUrl, t, lang, portrait, created, scriptFamilies = [] }: CvDocumentProps) {
  const { person, experience, projects, skills, education, spokenLanguages = [] } = content;
  const text = withScriptFamilies(scriptFamilies, FONT, 400);
  const bold = withScriptFamilies(scriptFamilies, FONT_BOLD, 700);
  return (
    <Document
      title={t.cvTitle(person.name)}
      author={person.name}
      subject={t.cvSubject(person.name, person.jobTitle)}
      keywords={(skills[0]?.skills ?? []).join(", ")}
      creator={person.name}
      producer="@react-pdf/renderer"
      language={lang}
      creationDate={created}
    >
      <CvLanguage value={lang}>
        <ScriptFamilies value={scriptFamilies}>
          <Page size="A4" style={[styles.page, text]}>
            <Header person={person} websiteUrl={websiteUrl} portrait={portrait} />
            <Profile bio={person.bio} title={t.cvProfile} />
            {experience.length > 0 ? (
              <Section title={t.cvExperience}>
                {experience.map((job, index) => (
                  <ExperienceEntry key={index} job={job} present={t.present} />
                ))}
              </Section>
            ) : null}
            <Section title={t.cvProjects}>
              {projects.map((project) => (
                <CvProject key={project.slug} project={project} />
              ))}
            </Section>
            {skills.length > 0 ? (
              <Section title={t.cvSkills}>
                {skills.map((group) => (
                  <SkillRow key={group.name} group={group} />
                ))}
              </Section>
            ) : null}
            {education.length > 0 ? (
              <Section title={t.cvEducation}>
                {education.map((study, index) => (
                  <EducationEntry key={index} study={study} />
                ))}
              </Section>
            ) : null}
            {spokenLanguages.length > 0 ? (
              <Section title={t.cvLanguages}>
                {spokenLanguages.map((spoken) => (
                  <View key={spoken.language} style={styles.skillRow} wrap={false}>
                    <Text style={[styles.skillLabel, bold]}>{spoken.language}</Text>
                    <Text style={styles.skillList}>{spoken.fluency ?? ""}</Text>
                  </View>
                ))}
              </Section>
            ) : null}
            <Footer title={t.cvTitle(person.name)} />
          </Page>
        </ScriptFamilies>
      </CvLanguage>
    </Document>
  );
}
