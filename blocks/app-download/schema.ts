import { z } from 'zod';
import { optionalText } from '@/lib/cms/fields';
import { isEmbeddableFormUrl } from '../tour-travel-form/schema';

/**
 * App download (docs/rules/screens-and-routes.md#information-and-navigation): the store badges
 * (their addresses are the site settings' appStoreUrl and googlePlayUrl) and a QR code a guest at
 * a computer scans with their phone. The code opens `qrCodeUrl`, a plain https address (e.g. a
 * link that sends each phone to its store).
 */
export const appDownloadSchema = z.object({
  heading: z.string().trim().min(1).max(100),
  text: optionalText,
  qrCodeUrl: z
    .string()
    .trim()
    .max(300)
    .refine(isEmbeddableFormUrl, 'qrCodeUrl must be an https address without a user name')
    .transform((value) => new URL(value).href),
});

export type AppDownloadProps = z.output<typeof appDownloadSchema>;
