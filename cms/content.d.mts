export interface ExportContentType {
  sys: { id: string };
  name: string;
  description?: string;
  displayField?: string;
  fields: Array<Record<string, unknown> & { id: string; type: string }>;
}

export interface ExportItem {
  sys: { id: string; contentType?: { sys: { id: string } } } & Record<string, unknown>;
  fields?: Record<string, Record<string, unknown>>;
}

export interface EmbeddedContent {
  files: string[];
  contentTypes: ExportContentType[];
  entries: ExportItem[];
  assets: ExportItem[];
  tags: Array<{ sys: { id: string } }>;
  locales: Array<{ code: string }>;
}

export interface ContentSummary {
  files: number;
  entries: number;
  entriesPerType: Array<{ contentType: string; count: number }>;
  assets: number;
  tags: string[];
  locales: string[];
}

export const CONTENT_DIR: string;
export function readEmbeddedContent(dir?: string): Promise<EmbeddedContent>;
export function findContentProblems(content: EmbeddedContent): string[];
export function summarizeContent(content: EmbeddedContent): ContentSummary;
export function toImportContent(content: EmbeddedContent): {
  entries: ExportItem[];
  assets: ExportItem[];
  tags: EmbeddedContent['tags'];
  locales: EmbeddedContent['locales'];
};
