import type { Widen } from "~/lib/i18n";
/**
 * English copy of the three legal pages (terms, privacy, accessibility). Section keys are the ids
 * that `~/features/legal/legal-documents` orders; `{company}` is replaced with the company's name.
 * A block is a paragraph, or `{ list }` for a bulleted list.
 */
export const legal = {
  onThisPage: "On this page",
  contact: {
    label: "Contact details",
    email: "Email",
    phone: "Phone",
    whatsapp: "WhatsApp",
    whatsappLink: "Chat with us on WhatsApp",
    address: "Office",
  },
  storage: {
    label: "What this site stores in your browser",
    clear:
      "You can delete these entries at any time by clearing this site's data in your browser settings; the site will then ask again about cookies and open in English.",
    values: "Possible values",
    holds: "What it holds",
    purpose: "Purpose",
    lifetime: "How long it is kept",
    items: {
      cookieConsent: {
        purpose: "Saved when you answer the cookie banner, so that it is not shown on every page.",
        lifetime: "Until you clear this site's data in your browser.",
      },
      preferredLanguage: {
        purpose:
          "Saved when you pick a language with the language switcher, so that your next visit opens in that language.",
        lifetime: "Until you clear this site's data in your browser; picking the other language replaces it.",
      },
      landingVisit: {
        purpose:
          "Saved by the first page you open in a tab: the address of the page that linked you to this site and the campaign tags in your link, if any. It is sent to us only with a request you send through one of our forms, from whichever page you send it, so that we know which of our announcements reached you.",
        lifetime: "Until you close the tab: it is kept in the tab's session storage, not with the entries above.",
      },
    },
  },
  terms: {
    intro: [
      "These terms govern your use of this website and form the general framework for the welding, inspection, non-destructive testing (NDT), consulting and staffing services that {company} provides. Please read them before relying on the site or engaging us.",
    ],
    sections: {
      acceptance: {
        title: "Acceptance of Terms",
        body: [
          "By browsing this website, sending us an inquiry or accepting one of our quotations, you accept these terms. If you act for a company, you confirm that you are authorised to bind it.",
          "If you do not accept them, please do not use the site. A signed contract, purchase order or quotation accepted in writing takes precedence over these terms where the two differ.",
        ],
      },
      services: {
        title: "Services Description",
        body: [
          "We provide, in Cameroon and on request elsewhere in Central and West Africa:",
          {
            list: [
              "welding and welding supervision, weld procedure qualification (WPS/PQR, DMOS/QMOS) and welder qualification;",
              "visual inspection and non-destructive testing: ultrasonic (including phased array), magnetic particle, liquid penetrant and radiographic testing;",
              "third-party inspection, vendor surveillance and compliance audits;",
              "coating, lifting equipment and pressure vessel inspection;",
              "consulting, training and technical documentation;",
              "outsourcing of qualified technical personnel.",
            ],
          },
          "The descriptions, figures and indicative prices on this site are general information, not an offer. The scope, codes and acceptance criteria, deliverables, schedule and price of each job are fixed in a written quotation or contract.",
        ],
      },
      quotations: {
        title: "Quotations and Orders",
        body: [
          "Our quotations are valid for 30 days unless they state otherwise. An order is binding once we confirm it in writing. Work outside the agreed scope, waiting time caused by lack of access and cancellations at short notice may be invoiced at the rates in the quotation.",
          "Invoices are payable within the period stated in the quotation. Taxes, duties and mobilisation costs outside Douala are shown separately.",
        ],
      },
      client: {
        title: "Client Responsibilities",
        body: [
          "So that our people can work safely and our results are valid, the client undertakes to:",
          {
            list: [
              "give us the applicable codes, drawings, specifications, acceptance criteria and previous inspection records before work starts;",
              "provide safe access to the work: permits to work, scaffolding, lighting, isolation and gas-free certificates where needed;",
              "prepare surfaces as the test method requires (cleaning, removal of coating or scale) unless preparation is part of our scope;",
              "tell us of every known hazard on site and arrange the exclusion zones that radiography requires;",
              "keep equipment out of service while it is being inspected or load tested.",
            ],
          },
          "Our inspection does not replace the manufacturer's or contractor's own quality control and does not transfer their responsibility for the work to us.",
        ],
      },
      reports: {
        title: "Reports and Certificates",
        body: [
          "Our reports and certificates state the condition of the items examined, on the date, by the methods and to the extent described in them. They do not cover areas that were not accessible or not included in the sampling agreed with the client.",
          "A report may be reproduced only in full. Results are issued to the client named on the order, who decides whether to share them with third parties.",
        ],
      },
      liability: {
        title: "Limitation of Liability",
        body: [
          "We perform our services with the care and skill expected of a competent inspection and testing company, in line with the codes agreed in the contract.",
          "To the extent permitted by law, our total liability for any one job is limited to the price paid for that job, and we are not liable for indirect losses such as loss of production, profit or contracts. These limits do not apply to death or personal injury caused by our negligence, to gross negligence or to wilful misconduct.",
          "The content of this website is provided for information. We take care to keep it accurate but do not guarantee that it is complete or current, and it is not engineering advice for a particular case.",
        ],
      },
      ip: {
        title: "Intellectual Property",
        body: [
          "The texts, illustrations, logo and layout of this website belong to {company} or are used with permission. You may view them and print pages for your own use; any other reproduction needs our written consent.",
          "Reports produced for a client may be used freely by that client once paid for. Our procedures, report templates, software and know-how remain our property. The names and logos of standards bodies and certification schemes belong to their owners.",
        ],
      },
      law: {
        title: "Governing Law and Disputes",
        body: [
          "These terms are governed by the laws of the Republic of Cameroon, including the OHADA Uniform Acts that apply to commercial transactions.",
          "We will first try to settle any dispute amicably. Failing agreement within 30 days, the dispute goes to the competent courts of Douala, unless the contract provides for arbitration under the OHADA Uniform Act on Arbitration.",
        ],
      },
      changes: {
        title: "Changes to These Terms",
        body: [
          "We may update these terms, for example when our services or the law change. The version published on this page applies from its publication; a job already ordered stays under the terms in force on the day of the order.",
        ],
      },
      contact: {
        title: "Contact",
        body: ["For any question about these terms, write to us or call us:"],
      },
    },
  },
  privacy: {
    intro: [
      "This policy explains what personal information reaches us through this website, what we do with it and what the site keeps in your browser. In short: the site has no accounts and no tracking cookies; what you send through its forms is stored on our server so that we can answer you.",
    ],
    sections: {
      controller: {
        title: "Who Is Responsible",
        body: [
          "{company}, whose details appear at the end of this page, is responsible for the personal information you send us.",
        ],
      },
      collected: {
        title: "Information We Collect",
        body: [
          "We only receive what you choose to send us by email, by phone or on WhatsApp: usually your name, company, job title, email address, phone number and the details of your project, including drawings or photos you attach.",
          "When you send the message, consultation or quote form, we store what you typed (name, email, phone, company, the service, your dates and project details), the form and language used, the page you sent it from, the site that brought you here and any campaign tags in its link (utm_ parameters), the time, and the reference we give you. We do not store your IP address with your request. To stop repeated automated submissions, the server counts the requests sent from each address (for IPv6, from each /64 network, the block one connection is given) over ten minutes; it keeps that count in its memory or, when the site runs on several servers, in our database under a hash of the address, deleted within two hours.",
          "Two automatic checks keep robots out without asking you to solve a puzzle. Each form has a hidden field that people never see: a form that arrives with it filled in was sent by a robot and is discarded without being stored. A form sent faster than a person could fill it in (less than three seconds after the page became usable) is stored like any other, with everything listed above, but marked as suspect and not forwarded to our mailbox: the staff who handle requests review it and forward it only if it is genuine. It is kept as long as any other request.",
          "We use a request only to answer it, to prepare a quotation or a consultation, and, if work follows, as the start of the job's file.",
          "Like any website, the server that delivers these pages receives technical data with each request (IP address, browser type, page requested and time) and may record it in access logs.",
        ],
      },
      use: {
        title: "How We Use Your Information",
        body: [
          "We use the information you send us to:",
          {
            list: [
              "answer your question and prepare a quotation;",
              "plan and carry out the work you order, and issue reports, certificates and invoices;",
              "keep the records that commercial, tax and safety rules require;",
              "keep the website secure and working (access logs).",
            ],
          },
          "We do not sell your information, we do not use it for advertising and we only send you news about our services if you ask for it.",
        ],
      },
      cookies: {
        title: "Cookies and Browser Storage",
        body: [
          "This site sets no tracking or advertising cookies and runs no visitor analytics. It keeps two small entries in your browser's local storage, which never leave your device and are not sent to us, and one in the storage of the open tab, sent only with a request you send us:",
        ],
      },
      thirdParties: {
        title: "Third-Party Services",
        body: [
          "When the home page shows a background video, it is served by YouTube (Google), from its privacy-enhanced address youtube-nocookie.com, and only after you choose Accept All in the cookie banner; until then, or if you decline, a still image stands in its place and nothing is requested from YouTube. Once the video loads, YouTube receives your IP address and browser details and applies its own privacy policy.",
          "Links to social networks, WhatsApp, your phone and your mail program take you to services we do not control. Our fonts and images are served from our own site.",
          "We share your information with nobody else, except a client's authorised representatives for the job it concerns, our professional advisers, or an authority that lawfully requires it.",
        ],
      },
      security: {
        title: "Data Security",
        body: [
          "The site is served over an encrypted connection (HTTPS). Requests sent through the forms, and the files sent with them, are kept in a database on our own web server and forwarded by email to our own mailbox; only the staff who handle requests read them. Files are never published on the site, and nothing reads their content except to check that each is a document or photo of a type we accept. Inside the company, emails and project files are kept on password-protected accounts and devices, and only the people who handle your request or your job can read them.",
          "No transmission over the internet is completely secure: please do not send us passwords or payment card details by email.",
        ],
      },
      retention: {
        title: "How Long We Keep It",
        body: [
          {
            list: [
              "Requests sent through the site's forms, and inquiries that do not lead to a job: deleted 24 months after they were sent or after our last exchange, whichever is later, together with the files sent with them (drawings, specifications, photos). To have yours deleted sooner, write to us quoting its reference (WI-…): we delete it within 30 days and confirm by email.",
              "Files of jobs carried out, including reports and invoices: kept for 10 years, the period OHADA accounting rules set for commercial records, or longer if the equipment's inspection history requires it.",
              "Server access logs: no more than 90 days.",
            ],
          },
        ],
      },
      rights: {
        title: "Your Rights",
        body: [
          "Cameroon's Law n° 2010/012 of 21 December 2010 on cybersecurity and cybercrime protects the privacy of people whose data is handled electronically. In line with it and with generally accepted data-protection principles, you can ask us:",
          {
            list: [
              "to tell you what information about you we hold and to send you a copy;",
              "to correct information that is wrong or incomplete;",
              "to delete information we no longer need or are not required to keep;",
              "to stop using your information for a purpose you object to.",
            ],
          },
          "Write to us with your request; we answer within 30 days and may ask you to confirm your identity first.",
        ],
      },
      changes: {
        title: "Changes to This Policy",
        body: [
          "If we change how the site or the company handles personal information, for example by adding visitor measurement, we will update this page first and ask for your consent where it is needed.",
        ],
      },
      contact: {
        title: "Contact Details",
        body: ["For any question or request about your personal information, contact us:"],
      },
    },
  },
  accessibility: {
    intro: [
      "We want every engineer, buyer and job seeker to be able to use this site, whatever their device, their abilities or the language they read first.",
    ],
    sections: {
      commitment: {
        title: "Our Commitment",
        body: [
          "This website aims to meet level AA of the Web Content Accessibility Guidelines (WCAG) 2.2, in both its English and its French version.",
        ],
      },
      testing: {
        title: "How We Test",
        body: [
          "Before each release we check:",
          {
            list: [
              "every page with automated axe accessibility checks, on a 375 px phone screen and a 1280 px desktop screen;",
              "the main journeys with the keyboard only: menus, dialogs, forms, the gallery and the language switch;",
              "page structure for screen readers: one main heading per page, headings in order, labelled landmarks and form fields;",
              "that animations stop when your device asks for reduced motion;",
              "that pages stay readable and usable at 200% zoom, without horizontal scrolling.",
            ],
          },
        ],
      },
      limitations: {
        title: "Known Limitations",
        body: [
          "We know of no barrier on this site at the moment. The background video on the home page is decorative and has no sound or speech, so it needs no captions; everything it suggests is also said in the page text.",
          "Inspection reports and certificates we issue to clients as documents are not part of this website. If you need one in another format, ask us.",
        ],
      },
      feedback: {
        title: "Report a Barrier",
        body: [
          "If something on this site is hard or impossible for you to use, tell us which page, what you were trying to do and, if you like, the device and assistive technology you use. We reply within 2 working days and will give you the information you need in another way in the meantime.",
        ],
      },
    },
  },
} as const;

/** The shape every translation of the legal pages must have: English's keys, any words. */
export type LegalDictionary = Widen<typeof legal>;
