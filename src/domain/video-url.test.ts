import { describe, expect, it } from 'vitest';
import { canonicalVideoUrlOf, isValidVideoUrl, parseVideoUrl, videoAddressesOf } from './video-url';

const YT = 'dQw4w9WgXcQ';

describe('YouTube links', () => {
  const accepted = [
    `https://www.youtube.com/watch?v=${YT}`,
    `https://youtube.com/watch?v=${YT}`,
    `http://www.youtube.com/watch?v=${YT}`,
    `https://m.youtube.com/watch?v=${YT}`,
    `https://music.youtube.com/watch?v=${YT}&feature=share`,
    `https://www.youtube.com/watch?feature=youtu.be&v=${YT}`,
    `https://www.youtube.com/watch?v=${YT}&t=42s`,
    `https://www.youtube.com/watch?app=desktop&v=${YT}&list=PL1234567890&index=3`,
    `https://www.youtube.com/watch/?v=${YT}#t=30`,
    `https://WWW.YouTube.com/watch?v=${YT}`,
    `https://www.youtube.com/embed/${YT}`,
    `https://www.youtube.com/embed/${YT}?start=10&autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${YT}`,
    `https://youtube-nocookie.com/embed/${YT}`,
    `https://youtu.be/${YT}`,
    `https://youtu.be/${YT}?t=15`,
    `https://youtu.be/${YT}?si=AbCdEfGhIjKlMnOp`,
    `https://www.youtube.com/shorts/${YT}`,
    `https://youtube.com/shorts/${YT}?feature=share`,
    `https://www.youtube.com/live/${YT}?si=abc`,
    `https://www.youtube.com/v/${YT}?version=3`,
    `youtu.be/${YT}`,
    `www.youtube.com/watch?v=${YT}`,
    `youtube.com/watch?v=${YT}`,
    `//www.youtube.com/watch?v=${YT}`,
    `  https://www.youtube.com/watch?v=${YT}  \n`,
    `https://youtube.com:443/watch?v=${YT}`,
  ];

  it.each(accepted)('accepts %s', (input) => {
    expect(parseVideoUrl(input)).toEqual({
      provider: 'youtube',
      id: YT,
      canonicalUrl: `https://www.youtube.com/watch?v=${YT}`,
      embedUrl: `https://www.youtube-nocookie.com/embed/${YT}`,
      thumbnailUrl: `https://i.ytimg.com/vi/${YT}/hqdefault.jpg`,
    });
  });

  it('keeps ids with dashes and underscores', () => {
    expect(parseVideoUrl('https://youtu.be/a-b_c-d_e-f')?.id).toBe('a-b_c-d_e-f');
  });
});

describe('Vimeo links', () => {
  const plain = {
    provider: 'vimeo',
    id: '76979871',
    canonicalUrl: 'https://vimeo.com/76979871',
    embedUrl: 'https://player.vimeo.com/video/76979871',
    thumbnailUrl: 'https://vumbnail.com/76979871.jpg',
  };

  it.each([
    'https://vimeo.com/76979871',
    'http://vimeo.com/76979871',
    'https://www.vimeo.com/76979871',
    'vimeo.com/76979871',
    'https://vimeo.com/76979871?share=copy',
    'https://vimeo.com/76979871#t=30s',
    'https://vimeo.com/video/76979871',
    'https://player.vimeo.com/video/76979871',
    'https://player.vimeo.com/video/76979871?autoplay=1&loop=1',
    'https://vimeo.com/channels/staffpicks/76979871',
    'https://vimeo.com/groups/shortfilms/videos/76979871',
    'https://vimeo.com/showcase/1234567/video/76979871',
    'https://vimeo.com/album/1234567/video/76979871',
  ])('accepts %s', (input) => {
    expect(parseVideoUrl(input)).toEqual(plain);
  });

  it('keeps the hash of an unlisted video for the player', () => {
    const unlisted = {
      provider: 'vimeo',
      id: '76979871',
      canonicalUrl: 'https://vimeo.com/76979871/a1b2c3d4e5',
      embedUrl: 'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5',
      thumbnailUrl: 'https://vumbnail.com/76979871.jpg',
    };
    expect(parseVideoUrl('https://vimeo.com/76979871/a1b2c3d4e5')).toEqual(unlisted);
    expect(parseVideoUrl('https://vimeo.com/76979871/a1b2c3d4e5?share=copy')).toEqual(unlisted);
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&badge=0')).toEqual(unlisted);
  });
});

describe('refused links', () => {
  it.each([
    // lookalike hosts
    `https://youtube.com.evil.com/watch?v=${YT}`,
    `https://notyoutube.com/watch?v=${YT}`,
    `https://youtu.be.example.org/${YT}`,
    `https://evil-youtube.com/embed/${YT}`,
    `https://youtube.com./watch?v=${YT}`,
    'https://vimeo.co/76979871',
    'https://evilvimeo.com/76979871',
    'https://vimeo.com.evil.com/76979871',
    'https://player.vimeo.com.evil.com/video/76979871',
    // userinfo and ports
    `https://youtube.com@evil.com/watch?v=${YT}`,
    `https://evil.com@youtube.com/watch?v=${YT}`,
    `https://user:pass@www.youtube.com/watch?v=${YT}`,
    `https://www.youtube.com:8080/watch?v=${YT}`,
    // other schemes
    `javascript:alert(1)//youtube.com/watch?v=${YT}`,
    `JavaScript:alert(1)`,
    `data:text/html,<a href="https://youtu.be/${YT}">x</a>`,
    `ftp://youtube.com/watch?v=${YT}`,
    `file:///youtube.com/watch?v=${YT}`,
    // wrong ids and paths
    'https://www.youtube.com/watch?v=dQw4w9WgXc',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://www.youtube.com/watch?v=dQw4w9WgX%3D',
    'https://www.youtube.com/watch?list=PL1234567890',
    'https://www.youtube.com/watch',
    `https://www.youtube.com/${YT}`,
    'https://www.youtube.com/@somechannel',
    'https://www.youtube.com/channel/UC1234567890abcdefghij',
    `https://youtu.be/${YT}/extra`,
    'https://youtu.be/',
    'https://vimeo.com/user12345',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/0123',
    'https://vimeo.com/76979871/not-a-hash',
    'https://player.vimeo.com/76979871',
    // not URLs
    '',
    '   ',
    'hello world',
    `https://www.youtube.com/watch?v=${YT} extra`,
  ])('refuses %s', (input) => {
    expect(parseVideoUrl(input)).toBeNull();
    expect(isValidVideoUrl(input)).toBe(false);
  });
});

describe('isValidVideoUrl', () => {
  it('accepts what parseVideoUrl parses', () => {
    expect(isValidVideoUrl(`https://youtu.be/${YT}`)).toBe(true);
    expect(isValidVideoUrl('https://vimeo.com/76979871')).toBe(true);
  });
});

describe('canonical links', () => {
  it('parse to the same as through the URL parser, and show as themselves', () => {
    const links = [
      `https://www.youtube.com/watch?v=${YT}`,
      `https://youtu.be/${YT}?t=42`,
      `https://WWW.YOUTUBE.COM/watch?v=${YT}`,
      `https://www.youtube.com/watch?v=${YT}&list=x`,
      `http://www.youtube.com/watch?v=${YT}`,
      'https://vimeo.com/76979871',
      'https://vimeo.com/76979871/abcdef12',
      'https://vimeo.com/76979871/ABCDEF12',
      'https://VIMEO.com/76979871',
      'https://vimeo.com/076979871',
      'https://player.vimeo.com/video/76979871?h=abcdef12',
      'not a link',
      '',
    ];
    for (const link of links) {
      const parsed = parseVideoUrl(link);
      expect(canonicalVideoUrlOf(link), link).toBe(parsed?.canonicalUrl ?? link);
      // The canonical form's fast path gives what the URL parser gives for a link that is not yet
      // canonical (a trailing slash or a query forces the full parse).
      if (parsed) {
        expect(parseVideoUrl(parsed.canonicalUrl), link).toEqual(parsed);
        expect(parseVideoUrl(`${parsed.canonicalUrl.replace('https://', 'http://')}`), link).toEqual(parsed);
      }
    }
  });
});

describe('videoAddressesOf', () => {
  it("builds a stored link's player and thumbnail, as the screens show them", () => {
    expect(videoAddressesOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
    expect(videoAddressesOf('https://vimeo.com/76979871/abc123def')).toEqual({
      embedUrl: 'https://player.vimeo.com/video/76979871?h=abc123def',
      thumbnailUrl: 'https://vumbnail.com/76979871.jpg',
    });
  });

  it('gives nothing for a link of neither host (older data is shown as a plain link)', () => {
    expect(videoAddressesOf('https://example.com/film.mp4')).toBeNull();
  });
});
