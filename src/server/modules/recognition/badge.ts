import type { Recognition } from '../../../domain/recognition';
import { escapeHtml } from '../../lib/html';

/**
 * The badge a photographer embeds on a website: an SVG drawn by the server (text as text, so it stays
 * sharp at any size), linking back to the verification page. Colours: gold for an award, silver for
 * an honourable mention.
 */
export function badgeSvg(p: {
  recognition: Recognition;
  label: string;
  contest: string;
  year: string;
  association: string;
}) {
  const fill = p.recognition === 'awarded' ? '#b8860b' : '#6b7280';
  const contest = p.contest.length > 38 ? `${p.contest.slice(0, 37)}…` : p.contest;
  const title = `${p.label} — ${p.contest} ${p.year}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${escapeHtml(title)}">
  <title>${escapeHtml(title)}</title>
  <circle cx="120" cy="120" r="116" fill="${fill}"/>
  <circle cx="120" cy="120" r="104" fill="none" stroke="#fff" stroke-width="3"/>
  <text x="120" y="72" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="15" font-weight="700" fill="#fff">${escapeHtml(p.association)}</text>
  <text x="120" y="118" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" fill="#fff">${escapeHtml(p.label.toUpperCase())}</text>
  <text x="120" y="148" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="12" fill="#fff">${escapeHtml(contest)}</text>
  <text x="120" y="178" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeHtml(p.year)}</text>
</svg>
`;
}
