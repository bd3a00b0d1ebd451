import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, MARKS, type Document } from '@contentful/rich-text-types';
import { SiteLink } from '@/components/SiteLink.client';
import { isInternalHref, isSafeHref } from '@/lib/links';
import styles from './RichText.module.css';

const options: Options = {
  renderMark: {
    [MARKS.BOLD]: (text) => <strong>{text}</strong>,
    [MARKS.ITALIC]: (text) => <em>{text}</em>,
    [MARKS.UNDERLINE]: (text) => <u>{text}</u>,
    [MARKS.CODE]: (text) => <code>{text}</code>,
  },
  renderNode: {
    [INLINES.HYPERLINK]: (node, children) => {
      const uri: unknown = node.data?.uri;
      if (!isSafeHref(uri)) return <>{children}</>;
      if (isInternalHref(uri)) return <SiteLink href={uri}>{children}</SiteLink>;
      return (
        <a href={uri} rel="noopener noreferrer">
          {children}
        </a>
      );
    },
    // Embedded entries and assets belong to blocks, not to running text.
    [BLOCKS.EMBEDDED_ENTRY]: () => null,
    [BLOCKS.EMBEDDED_ASSET]: () => null,
    [INLINES.EMBEDDED_ENTRY]: () => null,
    [INLINES.ENTRY_HYPERLINK]: (_node, children) => <>{children}</>,
    [INLINES.ASSET_HYPERLINK]: (_node, children) => <>{children}</>,
    // The library's defaults print debug text for Contentful resource links.
    [BLOCKS.EMBEDDED_RESOURCE]: () => null,
    [INLINES.EMBEDDED_RESOURCE]: () => null,
    [INLINES.RESOURCE_HYPERLINK]: (_node, children) => <>{children}</>,
  },
};

export function RichText({ document, className }: { document: Document; className?: string }) {
  return (
    <div className={[styles.richText, className].filter(Boolean).join(' ')}>
      {documentToReactComponents(document, options)}
    </div>
  );
}
