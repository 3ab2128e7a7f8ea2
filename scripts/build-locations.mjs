// Builds src/server/data/br-locations.json from the IBGE tables in ../shared/data/br-locations
// (kelvins/municipios-brasileiros, MIT licence). Run: npm run data:locations
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const source = path.resolve(process.argv[2] ?? '../shared/data/br-locations');
const target = path.resolve('src/server/data/br-locations.json');
const collator = new Intl.Collator('pt-BR');

function readCsv(file) {
  const text = readFileSync(path.join(source, file), 'utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const columns = header.split(',');
  // The tables have no quoted fields; fail loudly if that ever changes.
  return lines.map((line) => {
    if (line.includes('"')) throw new Error(`quoted CSV field not supported: ${line}`);
    const cells = line.split(',');
    return Object.fromEntries(columns.map((c, i) => [c, cells[i]]));
  });
}

const states = readCsv('estados.csv').map((s) => ({ code: s.codigo_uf, uf: s.uf, name: s.nome, cities: [] }));
const byCode = new Map(states.map((s) => [s.code, s]));
for (const m of readCsv('municipios.csv')) {
  const state = byCode.get(m.codigo_uf);
  if (!state) throw new Error(`municipality ${m.codigo_ibge} has unknown state ${m.codigo_uf}`);
  state.cities.push([m.codigo_ibge, m.nome]);
}
states.sort((a, b) => collator.compare(a.name, b.name));
for (const s of states) s.cities.sort((a, b) => collator.compare(a[1], b[1]));

const data = {
  source: 'IBGE codes via github.com/kelvins/municipios-brasileiros (MIT), snapshot 2025-12-10',
  states,
};
writeFileSync(target, JSON.stringify(data) + '\n');
console.log(
  `wrote ${target}: ${states.length} states, ${states.reduce((n, s) => n + s.cities.length, 0)} municipalities`,
);
