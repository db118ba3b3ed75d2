import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { SummaryMarkdown } from './summary-markdown';

const renderMarkdown = (markdown: string) =>
  render(
    <MantineProvider env="test">
      <SummaryMarkdown markdown={markdown} />
    </MantineProvider>,
  );

describe('SummaryMarkdown', () => {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    // React reports invalid nesting and unknown DOM props (such as a leaked `node`) here.
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders headings from h3 down, bullet and ordered lists, bold, italics, inline code and paragraphs', () => {
    const { container } = renderMarkdown(
      [
        '# Summary',
        '## Key points',
        '',
        '- **Acme** wants _faster_ onboarding',
        '- Uses `v2` of the *API*',
        '  - a nested point',
        '',
        '1. First',
        '2. Second',
        '',
        'A closing paragraph',
        'that wraps.',
      ].join('\n'),
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Summary' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Key points' })).toBeInTheDocument();
    const [bullets, nested, ordered] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(within(bullets as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
    expect(nested).toHaveTextContent('a nested point');
    expect(ordered?.tagName).toBe('OL');
    expect(
      within(ordered as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First', 'Second']);
    expect(screen.getByText('Acme').tagName).toBe('STRONG');
    expect(screen.getByText('faster').tagName).toBe('EM');
    expect(screen.getByText('API').tagName).toBe('EM');
    expect(screen.getByText('v2').tagName).toBe('CODE');
    expect(screen.getByText('A closing paragraph that wraps.').tagName).toBe('P');
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('renders a GFM table with its header and cells', () => {
    renderMarkdown(
      '| Owner | Task |\n| --- | ---: |\n| Ada | Send the **pricing** sheet |\n| Wile | Book a demo |',
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Owner', 'Task']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ada', 'Send the pricing sheet']);
    expect(within(rows[1] as HTMLElement).getByText('pricing').tagName).toBe('STRONG');
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[1]).toHaveStyle({ textAlign: 'right' });
  });

  it('shows task list items as done or not done, without a control to tick', () => {
    renderMarkdown('- [x] Send the sheet\n- [ ] Book a demo');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Done' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Not done' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows raw HTML as text instead of rendering it', () => {
    const { container } = renderMarkdown(
      '<script>alert(1)</script>\n\nText <img src=x onerror="alert(2)"> and **ok**',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expect(container).toHaveTextContent('Text <img src=x onerror="alert(2)"> and ok');
  });

  it('opens safe links in a new tab and keeps only the words of javascript: and data: links', () => {
    renderMarkdown(
      '[Site](https://acme.example/pricing) [Mail](mailto:ada@example.com) [Bad](javascript:alert(1)) [Data](data:text/html,hi)',
    );
    const site = screen.getByRole('link', { name: 'Site (acme.example)' });
    expect(site).toHaveAttribute('href', 'https://acme.example/pricing');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:ada@example.com');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText('Bad')).not.toHaveAttribute('href');
    expect(screen.getByText('Data')).not.toHaveAttribute('href');
    expect(document.querySelector('[href^="javascript"], [href^="data"]')).toBeNull();
  });

  it('shows where an outside link leads, and keeps only the words of links within or relative to this app', () => {
    renderMarkdown(
      '[Open the meeting](https://evil.example/x) [Join](/invite?token=abc) [Other](//evil.example/y) [Back](\\/\\evil.example)',
    );
    expect(screen.getByRole('link', { name: 'Open the meeting (evil.example)' })).toHaveAttribute(
      'href',
      'https://evil.example/x',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    for (const words of ['Join', 'Other', 'Back'])
      expect(screen.getByText(words)).not.toHaveAttribute('href');
    expect(document.querySelector('[href^="/"]')).toBeNull();
  });

  it('shows a Markdown image as its alt text, without loading it', () => {
    const { container } = renderMarkdown('![Pricing chart](https://tracker.example/pixel.png)');
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('Pricing chart');
  });
});
