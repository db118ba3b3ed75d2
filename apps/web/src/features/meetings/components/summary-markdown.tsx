import { Anchor, Code, List, Text, Title, type TitleOrder } from '@mantine/core';
import { Fragment, type ReactNode, useMemo } from 'react';
import { parseMarkdown, type TMarkdownInline } from '../utils/markdown';

export type TSummaryMarkdownProps = {
  markdown: string;
};

const renderInline = (nodes: readonly TMarkdownInline[]): ReactNode =>
  nodes.map((node, index) => {
    // The tree is rebuilt from the same text each render, so positions are stable keys.
    const key = index;
    switch (node.kind) {
      case 'text':
        return <Fragment key={key}>{node.text}</Fragment>;
      case 'strong':
        return <strong key={key}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={key}>{renderInline(node.children)}</em>;
      case 'code':
        return <Code key={key}>{node.text}</Code>;
      case 'link':
        return (
          <Anchor key={key} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            {renderInline(node.children)}
          </Anchor>
        );
      default:
        return null;
    }
  });

/**
 * A meeting summary's Markdown, rendered as React elements (never as HTML). Headings start at h3: the page
 * title is the h1 and the tab's heading level sits between.
 */
export const SummaryMarkdown = ({ markdown }: TSummaryMarkdownProps) => {
  const blocks = useMemo(() => parseMarkdown(markdown), [markdown]);
  return (
    <div>
      {blocks.map((block, index) => {
        const key = index;
        if (block.kind === 'heading') {
          const order = Math.min(6, block.level + 2) as TitleOrder;
          return (
            <Title
              key={key}
              order={order}
              size={order <= 3 ? 'h4' : 'h5'}
              mt={index === 0 ? 0 : 'md'}
              mb="xs"
            >
              {renderInline(block.children)}
            </Title>
          );
        }
        if (block.kind === 'list') {
          return (
            <List key={key} type={block.isOrdered ? 'ordered' : 'unordered'} spacing={4} mb="sm" size="sm">
              {block.items.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items have no identity beyond their position.
                <List.Item key={itemIndex}>{renderInline(item)}</List.Item>
              ))}
            </List>
          );
        }
        return (
          <Text key={key} size="sm" mb="sm">
            {renderInline(block.children)}
          </Text>
        );
      })}
    </div>
  );
};
