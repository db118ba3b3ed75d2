import { Anchor, Blockquote, Code, Divider, List, Table, Text, Title, type TitleOrder } from '@mantine/core';
import { IconSquare, IconSquareCheckFilled } from '@tabler/icons-react';
import { isValidElement, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import classes from './summary-markdown.module.css';

export type TSummaryMarkdownProps = {
  markdown: string;
};

const REMARK_PLUGINS = [remarkGfm];

/** Markdown `#` is an h3: the page title is the h1 and the tab's heading level sits between. */
const heading = (level: number) => {
  const order = Math.min(6, level + 2) as TitleOrder;
  const MarkdownHeading = ({ children }: { children?: ReactNode }) => (
    <Title order={order} size={order <= 3 ? 'h4' : 'h5'} className={classes.heading}>
      {children}
    </Title>
  );
  return MarkdownHeading;
};

/** A fenced block's text: `pre` holds one `code` element, whose inline look would double the block's. */
const codeBlockText = (children: ReactNode): ReactNode =>
  isValidElement<{ children?: ReactNode }>(children) ? children.props.children : children;

/** An absolute address of another site (http, https, with its host) or a mail address; null for anything else. */
const outsideLinkOf = (href: string): { href: string; host: string | null } | null => {
  try {
    const url = new URL(href);
    if (url.protocol === 'mailto:') return { href: url.href, host: null };
    return url.protocol === 'https:' || url.protocol === 'http:' ? { href: url.href, host: url.host } : null;
  } catch {
    return null;
  }
};

/**
 * Elements mapped to Mantine's typography. Props other than the content are picked one by one: react-markdown
 * also passes its syntax-tree `node`, which must not reach the DOM.
 */
const MARKDOWN_COMPONENTS: Components = {
  h1: heading(1),
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(5),
  h6: heading(6),
  p: ({ children }) => (
    <Text size="sm" className={classes.block}>
      {children}
    </Text>
  ),
  // react-markdown's default urlTransform empties addresses outside http(s), irc(s), mailto, xmpp and
  // scheme-less ones (javascript:, data: …). A summary may repeat words planted in a transcript, so a
  // link shows where it leads, and one within or relative to this app (`/invite?token=…`, `//host`)
  // keeps only its words.
  a: ({ href, title, children }) => {
    const outside = href ? outsideLinkOf(href) : null;
    if (!outside) return <span>{children}</span>;
    return (
      <Anchor href={outside.href} title={title} target="_blank" rel="noopener noreferrer nofollow" inherit>
        {children}
        {outside.host ? ' ' : null}
        {outside.host ? <span className={classes.linkHost}>({outside.host})</span> : null}
      </Anchor>
    );
  },
  ul: ({ children, className }) => (
    <List size="sm" spacing={4} className={`${classes.block} ${className ?? ''}`.trim()}>
      {children}
    </List>
  ),
  ol: ({ children, start }) => (
    <List type="ordered" start={start} size="sm" spacing={4} className={classes.block}>
      {children}
    </List>
  ),
  li: ({ children, className }) => (
    <List.Item className={className?.includes('task-list-item') ? classes.taskItem : undefined}>
      {children}
    </List.Item>
  ),
  // GFM task lists (`- [x] Send the sheet`): a tick to read, not a control (an svg, so it may sit in a `p`).
  input: ({ type, checked }) => {
    if (type !== 'checkbox') return null;
    const TaskIcon = checked ? IconSquareCheckFilled : IconSquare;
    return (
      <TaskIcon
        size={16}
        role="img"
        aria-label={checked ? 'Done' : 'Not done'}
        color={checked ? 'var(--mantine-color-indigo-6)' : 'var(--mantine-color-gray-6)'}
        className={classes.taskIcon}
      />
    );
  },
  code: ({ children }) => <Code>{children}</Code>,
  pre: ({ children }) => (
    <Code block className={classes.block}>
      {codeBlockText(children)}
    </Code>
  ),
  blockquote: ({ children }) => (
    <Blockquote color="gray" radius="sm" py="xs" px="md" className={classes.block}>
      {children}
    </Blockquote>
  ),
  table: ({ children }) => (
    <Table.ScrollContainer minWidth={320} className={classes.block}>
      <Table withTableBorder withColumnBorders striped fz="sm">
        {children}
      </Table>
    </Table.ScrollContainer>
  ),
  thead: ({ children }) => <Table.Thead>{children}</Table.Thead>,
  tbody: ({ children }) => <Table.Tbody>{children}</Table.Tbody>,
  tr: ({ children }) => <Table.Tr>{children}</Table.Tr>,
  // Column alignment arrives as an inline text-align style.
  th: ({ children, style }) => <Table.Th style={style}>{children}</Table.Th>,
  td: ({ children, style }) => <Table.Td style={style}>{children}</Table.Td>,
  hr: () => <Divider my="sm" />,
  // A summary is text: a remote image would be fetched (and could track) whenever the meeting is opened.
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
};

/**
 * A meeting summary's Markdown (GitHub flavoured: tables and task lists too), rendered as React elements
 * styled with Mantine. Raw HTML in a summary shows as text and never reaches the DOM as markup; links to other sites
 * open in a new tab with their host shown, and any other link shows as its words.
 */
export const SummaryMarkdown = ({ markdown }: TSummaryMarkdownProps) => (
  <div className={classes.root}>
    <Markdown remarkPlugins={REMARK_PLUGINS} components={MARKDOWN_COMPONENTS}>
      {markdown}
    </Markdown>
  </div>
);
