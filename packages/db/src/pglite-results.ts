import { protocol, types, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * PGlite's answers to an extended-protocol run, read from the raw bytes the engine wrote (`execProtocolRawStream`).
 * PGlite's own reader copies every field into a new ArrayBuffer before decoding it and spreads its 318 parsers into
 * a new object on each query: for a page of 20 providers that was a fifth of the search's time (session 24). This
 * reads the same messages in place and gives what `parse.parseResults` gives: the first statement's rows (parsed by
 * `ownParsers`, then PGlite's, then PGlite's defaults), fields and counts. An ErrorResponse is handed to PGlite's
 * own parser, so the error thrown is the one PGlite's `query` would throw.
 */

type Parsers = NonNullable<QueryOptions['parsers']>;

const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'

/** Commands whose count PGlite adds to `affectedRows`. */
const AFFECTING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** `parts` one after another in one array (`length`, their total, when the caller knows it). */
export function concat(parts: readonly Uint8Array[], length = parts.reduce((total, part) => total + part.length, 0)) {
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The engine's output, copied chunk by chunk (a chunk is a view into its memory, reused by the next). */
export class RawOutput {
  private chunks: Uint8Array[] = [];
  private length = 0;

  readonly onRawData = (chunk: Uint8Array) => {
    this.chunks.push(chunk.slice());
    this.length += chunk.length;
  };

  bytes(): Uint8Array {
    return this.chunks.length === 1 ? this.chunks[0]! : concat(this.chunks, this.length);
  }
}

/** Throws the first error in `raw` as PGlite's parser builds it. */
function throwDatabaseError(raw: Uint8Array): never {
  let error: Error | undefined;
  new protocol.Parser().parse(raw, (message) => {
    if (!error && message instanceof Error) error = message;
  });
  throw error ?? new Error('PGlite answered an error the protocol parser did not read');
}

export function readResults(
  raw: Uint8Array,
  defaultParsers: Parsers,
  options?: Pick<QueryOptions, 'rowMode' | 'parsers'>,
): Results {
  const buffer = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const own = options?.parsers;
  const arrays = options?.rowMode === 'array';
  const parserOf = (typeId: number) => own?.[typeId] ?? defaultParsers[typeId] ?? types.parsers[typeId];

  let fields: { name: string; dataTypeID: number }[] = [];
  let parsers: (((value: string, typeId: number) => unknown) | undefined)[] = [];
  let rows: unknown[] = [];
  let affectedRows = 0;
  let first: Results | undefined;

  const cstringEnd = (from: number) => {
    let end = from;
    while (buffer[end] !== 0) end++;
    return end;
  };

  let at = 0;
  while (at + 5 <= buffer.length) {
    const type = buffer[at]!;
    const length = buffer.readInt32BE(at + 1);
    const body = at + 5;
    const next = at + 1 + length;
    if (type === ERROR_RESPONSE) throwDatabaseError(raw);
    if (type === ROW_DESCRIPTION) {
      const count = buffer.readInt16BE(body);
      fields = [];
      let p = body + 2;
      for (let i = 0; i < count; i++) {
        const end = cstringEnd(p);
        const name = buffer.toString('utf8', p, end);
        // table oid (4), column number (2), then the type oid.
        const dataTypeID = buffer.readInt32BE(end + 1 + 6);
        fields.push({ name, dataTypeID });
        // type oid (4), type size (2), type modifier (4), format (2).
        p = end + 1 + 6 + 12;
      }
      parsers = fields.map((field) => parserOf(field.dataTypeID));
    } else if (type === DATA_ROW && !first) {
      const count = buffer.readInt16BE(body);
      const values: unknown[] = new Array(count);
      let p = body + 2;
      for (let i = 0; i < count; i++) {
        const size = buffer.readInt32BE(p);
        p += 4;
        if (size === -1) {
          values[i] = null;
          continue;
        }
        const text = buffer.toString('utf8', p, p + size);
        p += size;
        const parser = parsers[i];
        values[i] = parser ? parser(text, fields[i]!.dataTypeID) : text;
      }
      if (arrays) rows.push(values);
      else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < count; i++) row[fields[i]!.name] = values[i];
        rows.push(row);
      }
    } else if (type === COMMAND_COMPLETE && !first) {
      const words = buffer.toString('utf8', body, cstringEnd(body)).split(' ');
      const command = words[0]!;
      const counted = parseInt(words[words.length - 1]!, 10);
      if (AFFECTING.has(command)) affectedRows += counted;
      first = { rows, fields, command, affectedRows } as Results;
      if (!Number.isNaN(counted)) (first as { rowCount?: number }).rowCount = counted;
      rows = [];
    }
    at = next;
  }
  return first ?? { affectedRows: 0, rows: [], fields: [] };
}
