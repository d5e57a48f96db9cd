import { and, eq } from 'drizzle-orm';
import { providerBadges, providerFiles, providers, users, type Database } from '@kinderly/db';
import type { FileStorage } from '../integrations/file-storage/index.ts';
import { storeUploads } from './stored-files.ts';

/** The demo provider whose first-aid proof waits for the administrator (issue 18's badge verification). */
export const DEMO_PROOF_PROVIDER = 'provider12@kinderly.example';

/** A one-page PDF with a few lines of text, built by hand (offsets counted) so the demo needs no file on disk. */
export function demoCertificatePdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = [
    'BT /F1 20 Tf 72 720 Td',
    ...lines.map((line, index) => `${index ? '0 -32 Td ' : ''}(${escape(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The demo's proof to verify: the seed (packages/db) cannot write file bytes, which live in the server's file
 * storage, so start-up adds them after seeding. One listed provider's first-aid badge gets a PDF certificate and
 * waits for the administrator, who finds it under /admin/badge-verification. Does nothing if that provider is
 * missing or already has a proof.
 */
export async function attachDemoProofs(db: Database, storage: FileStorage): Promise<boolean> {
  const [provider] = await db
    .select({ id: providers.id, userId: providers.userId, businessName: providers.businessName })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(users.email, DEMO_PROOF_PROVIDER));
  if (!provider) return false;
  const [existing] = await db
    .select({ fileId: providerBadges.fileId })
    .from(providerBadges)
    .where(and(eq(providerBadges.providerId, provider.id), eq(providerBadges.name, 'firstAid')));
  if (existing?.fileId) return false;
  const data = demoCertificatePdf([
    'Standard First Aid with CPR Level C',
    `Awarded to the operator of ${provider.businessName ?? 'this daycare'}`,
    'Valid until 2028-06-30 (demo document)',
  ]);
  await storeUploads(
    db,
    storage,
    provider.userId,
    [{ fileName: 'firstAid.pdf', contentType: 'application/pdf', type: 'pdf', data }],
    async (tx, [file]) => {
      await tx.insert(providerFiles).values({
        providerId: provider.id,
        kind: 'badge',
        fileId: file!.id,
        fileName: file!.fileName,
        contentType: file!.contentType,
        size: file!.size,
      });
      await tx
        .insert(providerBadges)
        .values({ providerId: provider.id, name: 'firstAid', has: true, activate: false, fileId: file!.id })
        .onConflictDoUpdate({
          target: [providerBadges.providerId, providerBadges.name],
          set: { has: true, activate: false, fileId: file!.id },
        });
    },
  );
  return true;
}
