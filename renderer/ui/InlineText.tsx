import { parseInline, type InlineNode } from '../../site/inline-markup.ts';
import { SmartLink } from './SmartLink.tsx';

/** Copy from site.json with its **bold**, _italic_ and [links](/route) drawn as elements: never as raw HTML. */
export function InlineText({ text }: { text: string }) {
  return <>{parseInline(text).map(renderNode)}</>;
}

function renderNode(node: InlineNode, key: number) {
  switch (node.kind) {
    case 'text':
      return node.text;
    case 'strong':
      return <strong key={key}>{node.children.map(renderNode)}</strong>;
    case 'em':
      return <em key={key}>{node.children.map(renderNode)}</em>;
    case 'link':
      return (
        <SmartLink key={key} href={node.href}>
          {node.children.map(renderNode)}
        </SmartLink>
      );
  }
}
