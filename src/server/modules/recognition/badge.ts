import { badgeLayout, BADGE_CENTER, BADGE_RING_RADIUS, type BadgeLine } from '../../../domain/badge-layout';
import type { Recognition } from '../../../domain/recognition';
import { escapeHtml } from '../../lib/html';

/** One block of the badge's words, each line sized and placed by domain/badge-layout. */
function lines(block: BadgeLine[], weight: 'bold' | 'normal', role: string): string {
  return block
    .map(
      (l) =>
        `<text x="${BADGE_CENTER}" y="${l.y.toFixed(1)}" font-size="${l.size}" font-weight="${weight === 'bold' ? 700 : 400}" data-part="${role}">${escapeHtml(l.text)}</text>`,
    )
    .join('\n  ');
}

/**
 * The badge a photographer embeds on a website: an SVG drawn by the server (text as text, so it stays
 * sharp at any size), linking back to the verification page. Colours: gold for an award, silver for
 * an honourable mention. The words are sized, or set on two lines, to stay inside the ring at the
 * 160 and 320 px the verification page suggests.
 */
export function badgeSvg(p: {
  recognition: Recognition;
  label: string;
  contest: string;
  year: string;
  association: string;
}) {
  const fill = p.recognition === 'awarded' ? '#b8860b' : '#6b7280';
  const title = `${p.label} — ${p.contest} ${p.year}`;
  const layout = badgeLayout(p);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${escapeHtml(title)}">
  <title>${escapeHtml(title)}</title>
  <circle cx="${BADGE_CENTER}" cy="${BADGE_CENTER}" r="116" fill="${fill}"/>
  <circle cx="${BADGE_CENTER}" cy="${BADGE_CENTER}" r="${BADGE_RING_RADIUS}" fill="none" stroke="#fff" stroke-width="3" data-part="ring"/>
  <g text-anchor="middle" font-family="Helvetica, Arial, sans-serif" fill="#fff">
  ${lines(layout.association, 'bold', 'association')}
  ${lines(layout.label, 'bold', 'label')}
  ${lines(layout.contest, 'normal', 'contest')}
  ${lines(layout.year, 'bold', 'year')}
  </g>
</svg>
`;
}
