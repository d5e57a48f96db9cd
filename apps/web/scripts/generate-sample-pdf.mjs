// Writes public/samples/kinderly-guide.pdf, the sample document of the /pdf-viewer page: a small, valid PDF 1.4
// built by hand (standard Helvetica fonts, no dependency), so anyone can regenerate or change it.
//
//   node apps/web/scripts/generate-sample-pdf.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = resolve(fileURLToPath(import.meta.url), '../../public/samples/kinderly-guide.pdf');
const PAGE = { width: 612, height: 792, margin: 64 };
const BLUE = '0.098 0.463 0.824'; // #1976D2, the theme's primary colour

const PAGES = [
  {
    title: 'Kinderly: a guide for families and childcare providers',
    blocks: [
      ['h', 'What Kinderly is'],
      [
        'p',
        'Kinderly is an open-source childcare marketplace. Parents and nannies use it to find home daycares and childcare centres near them, join waitlists, book care days and pay by card. Childcare providers use it to present their service, fill their spaces and get paid.',
      ],
      ['h', 'Our mission'],
      [
        'p',
        'Finding childcare should be safe, transparent and fair. Kinderly keeps the information families need in one place: hours, prices, age groups, policies and the qualifications each provider has shown to our administrators.',
      ],
      ['h', 'How to use this guide'],
      [
        'p',
        'Page 2 explains Kinderly for parents, page 3 for childcare providers, and page 4 covers safety and how to reach us. Use the buttons of the viewer, or the arrow keys, to move between pages.',
      ],
    ],
  },
  {
    title: 'For parents and nannies',
    blocks: [
      ['h', 'Enrol your child once'],
      [
        'p',
        "A step-by-step form collects your child's details a single time: health information, allergies, custody arrangements, emergency contacts and the people allowed to pick your child up. You can skip a step and come back to it later.",
      ],
      ['h', 'Search and join waitlists'],
      [
        'p',
        'Search by place and filter by provider type, age group and type of care. When a provider is full, join the waitlist: tell them your start date, the days and times you need and how you would like to pay.',
      ],
      ['h', 'Book care days'],
      [
        'p',
        'Book a single day, or recurring days that follow your schedule. Some providers confirm every request themselves; others accept bookings right away.',
      ],
      ['h', 'Pay and keep in touch'],
      [
        'p',
        'Save a card once and pay securely through our card payment provider. Chat with providers in the app and find every past and upcoming booking in your order history.',
      ],
    ],
  },
  {
    title: 'For childcare providers',
    blocks: [
      ['h', 'Set up your service'],
      [
        'p',
        'Describe your home or centre step by step: your household, program statement, amenities, home safety, location, hours of business, prices, cancellation policy and policies and procedures. Every step is saved as you go.',
      ],
      ['h', 'Show your qualifications'],
      [
        'p',
        'Upload your certificates, such as first aid, CPR or early childhood education. An administrator checks each document before the matching badge appears on your profile.',
      ],
      ['h', 'Handle bookings'],
      [
        'p',
        'Approve or refuse requests one at a time or all at once, and record check-in, pick-up and no-shows each day.',
      ],
      ['h', 'Get paid'],
      ['p', 'Link your payment account once. Parents pay by card and payouts go to your own account.'],
    ],
  },
  {
    title: 'Safety and getting help',
    blocks: [
      ['h', 'Complete child records'],
      [
        'p',
        'Providers see the allergies, health information, custody arrangements and authorized pick-up persons that parents enter, so they know how to care for each child.',
      ],
      ['h', 'Visit before you book'],
      [
        'p',
        'Meet the provider, see where children play and sleep, ask about emergency plans and ratios, and check whether the service is licensed in your province.',
      ],
      ['h', 'Report a concern'],
      [
        'p',
        'If a child is in immediate danger, call 911. For concerns about a licensed service, contact the childcare licensing authority of your province or territory. You can also tell us from the Help page.',
      ],
      [
        'p',
        'En bref : Kinderly aide les familles à trouver un service de garde de confiance et aide les services de garde à remplir leurs places. Tout le site est offert en français.',
      ],
    ],
  },
];

/** Helvetica averages a little under half an em per character of ordinary text; enough to wrap lines safely. */
function wrap(text, fontSize, width) {
  const maxChars = Math.floor(width / (fontSize * 0.46));
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const escapePdf = (text) => text.replace(/[\\()]/g, (char) => `\\${char}`);

function pageContent({ title, blocks }, index) {
  const { width, height, margin } = PAGE;
  const textWidth = width - 2 * margin;
  const titleLines = wrap(title, 20, textWidth);
  // The blue band grows with the title, so a two-line title stays inside it.
  const bandHeight = 64 + titleLines.length * 24;
  const ops = [`${BLUE} rg 0 ${height - bandHeight} ${width} ${bandHeight} re f`];
  const text = (font, size, x, y, value, colour = '0 0 0') =>
    ops.push(`BT ${colour} rg /${font} ${size} Tf ${x} ${y} Td (${escapePdf(value)}) Tj ET`);

  text('F2', 11, margin, height - 36, 'KINDERLY', '1 1 1');
  let y = height - 66;
  for (const line of titleLines) {
    text('F2', 20, margin, y, line, '1 1 1');
    y -= 24;
  }
  y = height - bandHeight - 40;
  for (const [kind, value] of blocks) {
    if (kind === 'h') {
      y -= 8;
      text('F2', 14, margin, y, value, BLUE);
      y -= 22;
    } else {
      for (const line of wrap(value, 11, textWidth)) {
        text('F1', 11, margin, y, line, '0.15 0.15 0.15');
        y -= 16;
      }
      y -= 8;
    }
  }
  text('F1', 9, margin, 40, `Kinderly sample guide - page ${index + 1} of ${PAGES.length}`, '0.35 0.35 0.35');
  return ops.join('\n');
}

function buildPdf() {
  // Object numbers: 1 catalog, 2 pages, 3-4 fonts, 5 info, then a page object and its content stream per page.
  const objects = [];
  const pageIds = PAGES.map((_, index) => 6 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R /Lang (en-CA) >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${PAGES.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = '<< /Title (Kinderly: a guide for families and childcare providers) /Author (Kinderly) >>';
  PAGES.forEach((page, index) => {
    const content = pageContent(page, index);
    objects[pageIds[index]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index] + 1} 0 R >>`;
    objects[pageIds[index] + 1] =
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });

  let pdf = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(pdf, 'latin1');
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, buildPdf());
console.log(`Wrote ${OUT}`);
