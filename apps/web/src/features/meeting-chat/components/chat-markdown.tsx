import { Anchor } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import classes from './meeting-chat-panel.module.css';

const REMARK_PLUGINS = [remarkGfm];

// An answer may repeat text planted in a transcript: an image would fetch any address it names (and
// could carry the meeting out in its URL), so only its words are shown.
const img: Components['img'] = ({ alt }) => (alt ? <span>{alt}</span> : null);

// react-markdown's default urlTransform empties addresses outside http(s), irc(s), mailto and xmpp
// (spec section 9); such a link keeps its words and loses its address.
const a: Components['a'] = ({ href, children }) =>
  href ? (
    <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow" inherit>
      {children}
    </Anchor>
  ) : (
    <span>{children}</span>
  );

const MARKDOWN_COMPONENTS: Components = { a, img };

/** A path on this site ('/meetings/…'), not '//host' or '/\host', which browsers take for other sites. */
const isSitePath = (href: string): boolean =>
  href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');

/** As above, but a path on this site (an assistant's meeting moment) opens in the app, in the same tab. */
const IN_APP_MARKDOWN_COMPONENTS: Components = {
  ...MARKDOWN_COMPONENTS,
  a: (props) =>
    props.href && isSitePath(props.href) ? (
      <Anchor component={Link} to={props.href} inherit>
        {props.children}
      </Anchor>
    ) : (
      a(props)
    ),
};

export type TChatMarkdownProps = {
  markdown: string;
  /** Links to paths of this site open in the app rather than in a new tab. */
  hasInAppLinks?: boolean;
};

/** An assistant answer's Markdown, as React elements: raw HTML in an answer shows as text. */
export const ChatMarkdown = ({ markdown, hasInAppLinks = false }: TChatMarkdownProps) => (
  <div className={classes.markdown}>
    <Markdown
      remarkPlugins={REMARK_PLUGINS}
      components={hasInAppLinks ? IN_APP_MARKDOWN_COMPONENTS : MARKDOWN_COMPONENTS}
    >
      {markdown}
    </Markdown>
  </div>
);
