// The validator ships without types: what e2e/structuredData.ts uses of it.
declare module '@adobe/structured-data-validator' {
  export interface StructuredDataIssue {
    severity: 'ERROR' | 'WARNING';
    issueMessage: string;
    rootType: string;
    path?: unknown;
  }
  export default class Validator {
    /** Without the schema.org vocabulary it checks Google's rules for each type only. */
    constructor(schemaOrgJson?: unknown);
    validate(extracted: { jsonld?: Record<string, unknown[]> }): Promise<StructuredDataIssue[]>;
  }
}
