import { defineBlock } from '../defineBlock';
import { AppDownload } from './AppDownload';
import { appDownloadSchema } from './schema';

export const appDownloadBlock = defineBlock({ schema: appDownloadSchema, Component: AppDownload });
