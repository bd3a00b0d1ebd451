import 'server-only';
import { z } from 'zod';

/** A PDF asset (the nutrition or allergen guide): its address and size in bytes when known. */
export const pdfAsset = z
  .object({
    sys: z.object({ type: z.literal('Asset') }),
    fields: z.object({
      file: z.object({
        url: z.string().min(1),
        contentType: z.literal('application/pdf'),
        details: z.object({ size: z.number().positive().optional() }).optional(),
      }),
    }),
  })
  .transform(({ fields: { file } }) => ({
    href: file.url.startsWith('//') ? `https:${file.url}` : file.url,
    size: file.details?.size,
  }));

export type PdfLink = z.output<typeof pdfAsset>;
