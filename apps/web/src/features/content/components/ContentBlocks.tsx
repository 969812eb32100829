import type { ContentBlock } from '@fp/contracts';
import { RichText } from '../../../components/ui/RichText.tsx';

/**
 * The blocks of a long-form page: heading (h2), subheading (h3), paragraph, list and callout,
 * their text with the safe inline markup of RichText (bold and links only).
 */
export function ContentBlocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <div className="max-w-prose text-base leading-relaxed text-ink">
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'heading':
            return (
              <h2 key={i} className="mt-10 mb-3 text-2xl first:mt-0 tablet:text-3xl">
                <RichText text={block.text} />
              </h2>
            );
          case 'subheading':
            return (
              <h3 key={i} className="mt-8 mb-2 text-xl first:mt-0">
                <RichText text={block.text} />
              </h3>
            );
          case 'paragraph':
            return (
              <p key={i} className="my-4 break-words">
                <RichText text={block.text} />
              </p>
            );
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List
                key={i}
                className={`my-4 flex flex-col gap-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'} marker:text-kale`}
              >
                {block.items.map((item, j) => (
                  <li key={j} className="pl-1 break-words">
                    <RichText text={item} />
                  </li>
                ))}
              </List>
            );
          }
          case 'callout':
            return (
              <div key={i} className="my-6 rounded-xl border-l-4 border-salmon bg-salmon-light/60 p-4 tablet:p-5">
                <p className="break-words">
                  <RichText text={block.text} />
                </p>
              </div>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}
