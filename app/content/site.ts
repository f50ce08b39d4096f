// Everything the site says lives here. To make the site yours, edit this file:
// `npm run build` checks it and names any field that is wrong.
// Screenshots and the CV are paths relative to this folder (app/content/).
import type { SiteContent } from "./schema.ts";

export const site = {
  // The address the site is published at: canonical links, social previews,
  // structured data, the sitemap and the CV all use it. Only the origin, no
  // path; the SITE_URL environment variable overrides it for one build, and
  // BASE_PATH adds a sub-path (see the README, "Search and social previews").
  url: "https://nadiaokafor.dev",
  person: {
    name: "Nadia Okafor",
    jobTitle: "Front-end and full-stack developer",
    location: "Leeds, United Kingdom",
    email: "hello@nadiaokafor.dev",
    bio: [
      "I build fast, accessible web applications with TypeScript and React, from embeddable widgets that run on other people’s pages to the back-office tools small businesses depend on every day.",
      "For six years I have worked across the stack: design systems and interfaces, Node.js APIs, PostgreSQL schemas and the CI pipelines that ship them. I care about pages that load quickly on a cheap phone, work with a keyboard and a screen reader, and stay easy to change.",
    ],
    profile: {
      label: "LinkedIn",
      url: "https://www.linkedin.com/in/nadia-okafor-dev",
    },
    // The CV is built from this file on every build. To use a PDF of your own
    // instead, put it in app/content/ and add `file: "your-cv.pdf"` here.
    cv: {
      downloadName: "Nadia-Okafor-CV.pdf",
    },
  },
  experience: [
    {
      role: "Senior front-end developer",
      organisation: "Shelfwise Commerce",
      location: "Leeds",
      start: "2023",
      end: "Present",
      summary:
        "Lead developer of the PriceSpider where-to-buy widget and its brand dashboard, embedded on more than 2,000 product pages.",
    },
    {
      role: "Full-stack developer",
      organisation: "Northgate Digital",
      location: "Manchester",
      start: "2021",
      end: "2023",
      summary:
        "Built web applications for small businesses, including the Service Center CRM and the Metronics website, from database schema to deployment.",
    },
    {
      role: "Web developer",
      organisation: "Pennine Creative",
      location: "Huddersfield",
      start: "2019",
      end: "2021",
      summary:
        "Built and maintained WordPress and AngularJS sites for local companies and moved the agency's projects to Git-based deployments.",
    },
  ],
  education: [
    {
      qualification: "BSc (Hons) Computer Science, First Class",
      institution: "University of Leeds",
      start: "2015",
      end: "2019",
    },
  ],
  skills: {
    current: {
      name: "Currently Working With",
      skills: [
        "TypeScript",
        "React",
        "React Router",
        "Next.js",
        "Node.js",
        "Express",
        "PostgreSQL",
        "Prisma",
        "HTML",
        "CSS",
        "Vite",
        "Vitest",
        "Playwright",
        "Docker",
        "GitHub Actions",
      ],
    },
    previous: {
      name: "Previous Experience With",
      skills: ["jQuery", "AngularJS", "PHP", "WordPress", "Sass", "Webpack", "MongoDB", "Redux"],
    },
  },
  projects: [
    {
      name: "PriceSpider",
      role: "Front-end developer",
      page: "pricespider",
      summary:
        "A where-to-buy widget that brands embed on their product pages to send shoppers to the retailers that have the product in stock.",
      description: [
        "PriceSpider lets a consumer brand add a single “Where to buy” button to any product page. Shoppers open it to compare live prices and stock at online retailers, or switch to a map of nearby stores, and land on the retailer’s own product page in one click.",
        "I built the embeddable front end: a 38 KB script that loads after the host page, renders into a shadow root so the brand’s CSS cannot break it, and meets WCAG 2.2 AA on pages we do not control. Retailer offers stream in as they arrive, so the first prices show in under a second even when a slow retailer feed times out.",
        "Brands see every click in a reporting dashboard, broken down by retailer, region and product, which I built with the same component library so the widget and the dashboard share one design system.",
      ],
      images: [
        {
          src: "media/pricespider/01-product-page.png",
          alt: "A coffee grinder’s product page on the Halden brand site, with the Where to buy button and a strip of retailer logos beneath it.",
        },
        {
          src: "media/pricespider/02-retailer-list.png",
          alt: "The widget open over the product page, listing five online retailers sorted by price, with stock status and a Buy now button for each.",
        },
        {
          src: "media/pricespider/03-store-map.png",
          alt: "The In store tab: a map of central Leeds with pins for nearby stores and a list of each store’s distance and stock.",
        },
        {
          src: "media/pricespider/04-brand-dashboard.png",
          alt: "The brand’s analytics dashboard with a 30-day chart of clicks to retailers, a table of top retailers and conversion by region.",
        },
      ],
      cardImage: 1,
      tech: [
        "TypeScript",
        "Preact",
        "Shadow DOM",
        "CSS custom properties",
        "Vite",
        "Vitest",
        "Playwright",
        "Storybook",
      ],
      web_url: "https://where-to-buy.nadiaokafor.dev",
      git_url: "https://github.com/nadia-okafor/where-to-buy-widget",
    },
    {
      name: "Service Center",
      role: "Full-stack developer",
      page: "service-center",
      summary:
        "A CRM for a small appliance-repair business that keeps customers, jobs, technicians and invoices in one place.",
      description: [
        "Brightline Repairs ran its workshop from a whiteboard, two spreadsheets and a shared inbox. Service Center replaced all three: every call becomes a job with its customer, appliance and fault, and moves across a board from New to Done as technicians work on it.",
        "I designed the PostgreSQL schema and the REST API in Node.js, and built the React front end: the dashboard the owner opens every morning, a customer list that searches 12,000 records as you type, a drag-and-drop job board that also works with a keyboard, and invoices with VAT that are emailed as PDFs when a job closes.",
        "Since launch the team closes jobs in 2.3 days on average, down from five, and no longer loses parts orders between shifts.",
      ],
      images: [
        {
          src: "media/service-center/01-dashboard.png",
          alt: "The Service Center dashboard with cards for open jobs, today’s visits, monthly revenue and average time to close, a weekly jobs chart and today’s schedule.",
        },
        {
          src: "media/service-center/02-customers.png",
          alt: "The customer list: a searchable, filterable table of names, phone numbers, postcodes, last jobs and lifetime value.",
        },
        {
          src: "media/service-center/03-job-board.png",
          alt: "The job board with columns for New, Scheduled, In progress, Awaiting parts and Done, each holding job cards with the appliance, fault and technician.",
        },
        {
          src: "media/service-center/04-job-detail.png",
          alt: "One repair job in detail: customer, appliance and fault notes, parts and labour, an invoice summary with VAT and a status timeline.",
        },
      ],
      cardImage: 2,
      tech: ["TypeScript", "React", "React Router", "Node.js", "Express", "PostgreSQL", "Prisma", "Zod", "Docker"],
      web_url: "https://service-center.nadiaokafor.dev",
      git_url: "https://github.com/nadia-okafor/service-center",
    },
    {
      name: "Metronics",
      role: "Front-end developer",
      page: "metronics",
      summary:
        "The company website of an equipment business that sells, hires out and calibrates industrial scales and test equipment.",
      description: [
        "Metronics has sold and serviced weighing and test equipment for thirty years, but its old website was a brochure that could not answer the two questions customers call about: what can I hire this week, and when can you calibrate my scales?",
        "I rebuilt it as a fast, pre-rendered site with a filterable catalogue of more than 400 products, each with its specifications and buy or hire prices, and a booking form for calibration visits that checks the customer’s postcode against the engineers’ service areas before they submit.",
        "Pages load in under a second on a mid-range phone, the catalogue works without JavaScript, and quote requests through the site have tripled since launch.",
      ],
      images: [
        {
          src: "media/metronics/01-home.png",
          alt: "The Metronics home page with the headline “Weighing and test equipment, sold, hired and calibrated”, three feature tiles and a strip of accreditations.",
        },
        {
          src: "media/metronics/02-catalogue.png",
          alt: "The equipment catalogue: filters for category, capacity, accuracy class and buy or hire beside a grid of scales with prices and weekly hire rates.",
        },
        {
          src: "media/metronics/03-service.png",
          alt: "The service and calibration page comparing three service plans, with a form to book a calibration visit.",
        },
        {
          src: "media/metronics/04-product-detail.png",
          alt: "The product page for the BS-30 bench scale, with its image gallery, specification table, a buy or hire switch and a Request a quote button.",
        },
      ],
      cardImage: 0,
      tech: ["TypeScript", "Astro", "React", "CSS Grid", "Netlify Functions", "Algolia", "Playwright"],
      web_url: "https://metronics.nadiaokafor.dev",
      git_url: "https://github.com/nadia-okafor/metronics-website",
    },
    {
      name: "React Challenges",
      role: "Author and developer",
      page: "react-challenges",
      summary:
        "A public series of twelve React coding challenges, each with a brief, tests to pass and a worked solution.",
      description: [
        "React Challenges is a series I write for developers preparing for front-end interviews. Each challenge is a small, realistic feature, such as an undoable to-do list, a debounced search that cancels stale requests or a virtualised list of 10,000 rows, with a brief, a starter project and a test suite to pass.",
        "Every solution comes with a write-up of the trade-offs: when to reach for a reducer, how to keep effects from racing, what it takes to make a custom widget accessible. The tests use Testing Library, so they check what a user sees rather than how the component is built.",
        "The series has been forked more than 900 times and is used by two bootcamps as homework.",
      ],
      images: [
        {
          src: "media/react-challenges/01-index.png",
          alt: "The challenges index: twelve cards with difficulty badges and topic tags, and a progress bar showing five of twelve solved.",
        },
        {
          src: "media/react-challenges/02-undoable-todos.png",
          alt: "The Undoable to-do list challenge, with the brief on the left and a working to-do list with Undo and Redo buttons on the right.",
        },
        {
          src: "media/react-challenges/03-debounced-search.png",
          alt: "The Debounced search challenge: a search box with results and a request log showing which requests were cancelled and which completed.",
        },
        {
          src: "media/react-challenges/04-virtualised-list.png",
          alt: "The Virtualised list challenge showing 24 of 10,000 rows rendered, next to part of the solution’s code.",
        },
      ],
      cardImage: 0,
      tech: ["React", "TypeScript", "useReducer", "Testing Library", "Vitest", "Vite", "GitHub Actions"],
      web_url: "https://react-challenges.nadiaokafor.dev",
      git_url: "https://github.com/nadia-okafor/react-challenges",
    },
  ],
} satisfies SiteContent;
