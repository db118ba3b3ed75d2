import { Anchor } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import classes from './meeting-chat-panel.module.css';

const REMARK_PLUGINS = [remarkGfm];

const MARKDOWN_COMPONENTS: Components = {
  // react-markdown's default urlTransform empties addresses outside http(s), irc(s), mailto and xmpp
  // (spec section 9); such a link keeps its words and loses its address.
  a: ({ href, children }) =>
    href ? (
      <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow" inherit>
        {children}
      </Anchor>
    ) : (
      <span>{children}</span>
    ),
  // An answer may repeat text planted in a transcript: an image would fetch any address it names (and
  // could carry the meeting out in its URL), so only its words are shown.
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
};

export type TChatMarkdownProps = {
  markdown: string;
};

/** An assistant answer's Markdown, as React elements: raw HTML in an answer shows as text. */
export const ChatMarkdown = ({ markdown }: TChatMarkdownProps) => (
  <div className={classes.markdown}>
    <Markdown remarkPlugins={REMARK_PLUGINS} components={MARKDOWN_COMPONENTS}>
      {markdown}
    </Markdown>
  </div>
);
