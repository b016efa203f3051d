import type { HeadingBlock, RichText as RichTextBlocks } from '../../schemas/site.types.ts';
import { InlineText } from './InlineText.tsx';

/**
 * Formatted copy from site.json, block by block: paragraphs, sub-headings (with their anchor ids) and bulleted lists.
 * Every text goes through InlineText, so markup typed into site.json is shown, never interpreted.
 */
export function RichText({ blocks, headingLevel }: { blocks: RichTextBlocks; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="rich-text">
      {blocks.map((block, index) => {
        if ('heading' in block)
          return (
            <Heading key={index} id={block.id}>
              <InlineText text={block.heading} />
            </Heading>
          );
        if ('list' in block) {
          return (
            <ul key={index}>
              {block.list.map((item, i) => (
                <li key={i}>
                  <InlineText text={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index}>
            <InlineText text={block.paragraph} />
          </p>
        );
      })}
    </div>
  );
}

/** The sub-headings a table of contents can link to: those with an anchor id. */
export function anchoredHeadings(blocks: RichTextBlocks): (HeadingBlock & { id: string })[] {
  return blocks.filter((block): block is HeadingBlock & { id: string } => 'heading' in block && !!block.id);
}
