import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeLinkHref } from '../utils/markdown';
import { SummaryMarkdown } from './summary-markdown';

const renderMarkdown = (markdown: string) =>
  render(
    <MantineProvider env="test">
      <SummaryMarkdown markdown={markdown} />
    </MantineProvider>,
  );

describe('SummaryMarkdown', () => {
  it('renders headings, bullet lists, bold, italics, inline code and paragraphs', () => {
    const { container } = renderMarkdown(
      '## Key points\n\n- **Acme** wants _faster_ onboarding\n- Uses `v2` of the *API*\n\nA closing paragraph\nthat wraps.',
    );
    expect(screen.getByRole('heading', { name: 'Key points' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Acme').tagName).toBe('STRONG');
    expect(screen.getByText('faster').tagName).toBe('EM');
    expect(screen.getByText('API').tagName).toBe('EM');
    expect(screen.getByText('v2').tagName).toBe('CODE');
    expect(screen.getByText('A closing paragraph that wraps.')).toBeInTheDocument();
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('shows HTML as text instead of rendering it', () => {
    const { container } = renderMarkdown('<script>alert(1)</script> <img src=x onerror="alert(2)"> **ok**');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script> <img src=x onerror="alert(2)"> ok');
  });

  it('keeps http, https and mailto links and drops javascript: and other addresses', () => {
    renderMarkdown(
      '[Site](https://acme.example/pricing) [Mail](mailto:ada@example.com) [Bad](javascript:alert(1)) [Data](data:text/html,hi) [Rel](/settings)',
    );
    expect(screen.getByRole('link', { name: 'Site' })).toHaveAttribute(
      'href',
      'https://acme.example/pricing',
    );
    expect(screen.getByRole('link', { name: 'Site' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:ada@example.com');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText(/Bad/)).toBeInTheDocument();
  });
});

describe('markdown parser', () => {
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:x',
    'data:text/html,x',
    '//evil.example',
  ])('refuses the link address %j', (href) => {
    expect(safeLinkHref(href)).toBeNull();
  });

  it('leaves snake_case words and unmatched markers alone', () => {
    expect(parseInline('call send_pricing_sheet now * and ** and _')).toEqual([
      { kind: 'text', text: 'call send_pricing_sheet now * and ** and _' },
    ]);
  });

  it('reads ordered lists and keeps indented continuation lines in their item', () => {
    expect(parseMarkdown('1. First\n   continued\n2. Second')).toEqual([
      {
        kind: 'list',
        isOrdered: true,
        items: [[{ kind: 'text', text: 'First continued' }], [{ kind: 'text', text: 'Second' }]],
      },
    ]);
  });
});
