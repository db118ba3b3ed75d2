import { Anchor } from '@mantine/core';
import { useMemo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { answerLinkOf } from '../utils/answer-links';
import classes from './meeting-chat-panel.module.css';

const REMARK_PLUGINS = [remarkGfm];

// An answer may repeat text planted in a transcript: an image would fetch any address it names (and
// could carry the meeting out in its URL), so only its words are shown.
const img: Components['img'] = ({ alt }) => (alt ? <span>{alt}</span> : null);

const NO_SOURCES: readonly string[] = [];

/**
 * The answer's links: to a meeting of this app (opened in the app), or to a source a tool returned for
 * this answer (opened in a new tab, its host beside its words). Any other link — a title or a line that
 * read as one, or an address a model made up — shows as its words only (`answerLinkOf`).
 */
const componentsFor = (sources: readonly string[]): Components => ({
  img,
  a: ({ href, children }) => {
    const link = href ? answerLinkOf({ href, sources }) : null;
    if (!link) return <span>{children}</span>;
    if (link.kind === 'meeting') {
      return (
        <Anchor component={Link} to={link.to} inherit>
          {children}
        </Anchor>
      );
    }
    return (
      <Anchor href={link.href} target="_blank" rel="noopener noreferrer" inherit>
        {children} <span className={classes.linkHost}>({link.host})</span>
      </Anchor>
    );
  },
});

const DEFAULT_COMPONENTS = componentsFor(NO_SOURCES);

export type TChatMarkdownProps = {
  markdown: string;
  /** The addresses tools returned for this answer (its cited sources): the only other sites it may link to. */
  sources?: readonly string[];
};

/** An answer's Markdown, as React elements: raw HTML in an answer shows as text. */
export const ChatMarkdown = ({ markdown, sources = NO_SOURCES }: TChatMarkdownProps) => {
  const sourcesKey = sources.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the addresses, not the array, decide the links.
  const components = useMemo(
    () => (sources.length === 0 ? DEFAULT_COMPONENTS : componentsFor(sources)),
    [sourcesKey],
  );
  return (
    <div className={classes.markdown}>
      <Markdown remarkPlugins={REMARK_PLUGINS} components={components}>
        {markdown}
      </Markdown>
    </div>
  );
};
