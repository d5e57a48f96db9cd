/** Just enough MIME for the tests: the text/plain and text/html parts of a message, decoded. */
export interface MimeParts {
  headers: string;
  contentType: string;
  text?: string;
  html?: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const input = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i++) {
    if (input[i] === '=' && /^[0-9A-F]{2}$/i.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function split(raw: string): { headers: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  return { headers: raw.slice(0, at), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

const header = (headers: string, name: string) =>
  new RegExp(`^${name}:\\s*([^\\r\\n]*(?:\\r?\\n[ \\t][^\\r\\n]*)*)`, 'im')
    .exec(headers)?.[1]
    ?.replace(/\r?\n[ \t]/g, ' ') ?? '';

function decode(headers: string, body: string): string {
  const encoding = header(headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

export function parseMime(raw: string): MimeParts {
  const { headers, body } = split(raw);
  const contentType = header(headers, 'Content-Type');
  const result: MimeParts = { headers, contentType };
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const piece = boundary ? split(part.replace(/^\r?\n/, '')) : { headers, body };
    const type = header(piece.headers, 'Content-Type').toLowerCase();
    if (type.startsWith('text/plain')) result.text = decode(piece.headers, piece.body);
    if (type.startsWith('text/html')) result.html = decode(piece.headers, piece.body);
  }
  return result;
}
