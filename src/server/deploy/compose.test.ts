import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BEHIND_PROXY_SHUTDOWN_DELAY_SECONDS } from '../config';
import { DRAIN_TIMEOUT_MS } from '../server';
import { REPO_ROOT } from '../test/server-processes';

// compose.yaml cannot run here (no Docker): check what can be checked without it, against the files
// it depends on — the image, the health endpoint the image uses, and the documentation.

type Service = {
  build?: string;
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  stop_grace_period?: string;
  ports?: string[];
  command?: string[];
};
const compose = parse(readFileSync(path.join(REPO_ROOT, 'compose.yaml'), 'utf8')) as {
  services: Record<string, Service>;
  configs: Record<string, { content: string }>;
};

/** Seconds in a compose duration such as '45s' or '1m30s'. */
function seconds(duration: string | undefined): number {
  const match = /^(?:(\d+)m)?(?:(\d+)s)?$/.exec(duration ?? '');
  if (!match || !duration) return NaN;
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}
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

  it('gives each server the drain the docs promise: grace period, delay before it stops accepting', () => {
    const documented = seconds(/stop_grace_period: (\S+)` in\s+compose/.exec(deployment)?.[1]);
    expect(documented).toBe(45);
    const caddyInterval = seconds(/health_interval (\S+)/.exec(compose.configs.caddyfile.content)?.[1]);
    for (const [name, app] of apps) {
      expect(seconds(app.stop_grace_period), name).toBe(documented);
      const delay = Number(app.environment?.SHUTDOWN_DELAY_SECONDS);
      expect(delay, name).toBe(BEHIND_PROXY_SHUTDOWN_DELAY_SECONDS);
      // Two of Caddy's checks fit in the delay, and the delay plus the drain fit in the grace period.
      expect(delay, name).toBeGreaterThan(2 * caddyInterval);
      expect(delay + DRAIN_TIMEOUT_MS / 1000, name).toBeLessThan(seconds(app.stop_grace_period));
    }
  });

  it('gives the servers their own key with the documented policy, never the storage administrator’s', () => {
    const storage = compose.services.storage.environment ?? {};
    for (const [name, app] of apps) {
      expect(app.environment?.S3_ACCESS_KEY_ID, name).not.toBe(storage.MINIO_ROOT_USER);
      expect(app.environment?.S3_SECRET_ACCESS_KEY, name).not.toBe(storage.MINIO_ROOT_PASSWORD);
    }
    const documented = JSON.parse(/### The bucket[\s\S]*?```json\n([\s\S]*?)```/.exec(deployment)![1]);
    const given = JSON.parse(compose.configs['bucket-policy'].content);
    const bucket = apps[0][1].environment?.S3_BUCKET;
    expect(given).toEqual(JSON.parse(JSON.stringify(documented).replaceAll('jurado-photos', bucket!)));
    const setUp = compose.services['storage-bucket'].command!.join('\n');
    expect(setUp).toContain('mc admin policy attach jurado jurado-app --user "$$S3_ACCESS_KEY_ID"');
    expect(setUp).toContain('mc anonymous set none');
    // Versioning: how the docs say objects are restored.
    expect(setUp).toContain('mc version enable');
  });

  it('keeps each client’s own address through Caddy, and serves HTTPS when given a domain name', () => {
    for (const [name, app] of apps) expect(app.environment?.TRUST_PROXY, name).toBe('1');
    const caddyfile = compose.configs.caddyfile.content;
    expect(caddyfile).toMatch(/trusted_proxies static \{\$\$TRUSTED_PROXIES\}/);
    expect(caddyfile).toMatch(/^\{\$\$SITE_ADDRESS\} \{/m);
    expect(compose.services.proxy.ports?.some((port) => port.endsWith(':443'))).toBe(true);
  });
});
