import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../test/server-processes';

// compose.yaml cannot run here (no Docker): check what can be checked without it, against the files
// it depends on — the image, the health endpoint the image uses, and the documentation.

type Service = {
  build?: string;
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
};
const compose = parse(readFileSync(path.join(REPO_ROOT, 'compose.yaml'), 'utf8')) as {
  services: Record<string, Service>;
  configs: Record<string, { content: string }>;
};
const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
const deployment = readFileSync(path.join(REPO_ROOT, 'docs/deployment.md'), 'utf8');
const apps = Object.entries(compose.services).filter(([, service]) => service.build === '.');

describe('compose.yaml', () => {
  it('runs two app servers from the Dockerfile, over PostgreSQL and object storage, behind a proxy', () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
    expect(compose.services.postgres.image).toMatch(/^postgres:/);
    for (const [, app] of apps) {
      expect(app.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
      expect(app.environment?.S3_ENDPOINT).toBe('http://storage:9000');
      expect(Object.keys(app.depends_on ?? {})).toEqual(['postgres', 'storage-bucket']);
    }
    // The servers share the session secret (a session made on one is valid on the other).
    expect(apps[0][1].environment?.AUTH_SECRET).toBe(apps[1][1].environment?.AUTH_SECRET);
  });

  it('balances on the readiness endpoint the image checks its own health with', () => {
    const caddyfile = compose.configs.caddyfile.content;
    expect(caddyfile).toContain(`reverse_proxy ${apps.map(([name]) => `${name}:3000`).join(' ')}`);
    const healthUri = /health_uri (\S+)/.exec(caddyfile)?.[1];
    expect(healthUri).toBe('/health/ready');
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/health\/ready/);
  });

  it('documents every variable the app servers are given', () => {
    for (const name of Object.keys(apps[0][1].environment ?? {})) {
      expect(deployment + readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8'), name).toContain(
        `\`${name}`,
      );
    }
  });
});
