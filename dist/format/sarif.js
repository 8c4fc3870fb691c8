import { ALL_RULES, ruleUrl } from '../rules/index.js';
/** SARIF 2.1.0 for code-scanning uploads; overrides are results with an external suppression. */
export function sarif(results, { version }) {
    const rules = ALL_RULES.map((r) => ({
        id: r.id,
        shortDescription: { text: r.meta.description },
        helpUri: `https://www.npmjs.com/package/handover/v/${version}?activeTab=code#${ruleUrl(r.id)}`,
        properties: { docs: ruleUrl(r.id) },
        defaultConfiguration: { level: r.meta.defaultSeverity === 'warn' ? 'warning' : 'error' },
    }));
    const index = new Map(rules.map((r, i) => [r.id, i]));
    const out = results.flatMap((r) => r.messages.map((m) => ({
        ruleId: m.ruleId ?? 'handover',
        ...(m.ruleId && index.has(m.ruleId) ? { ruleIndex: index.get(m.ruleId) } : {}),
        level: m.severity === 'error' ? 'error' : 'warning',
        message: { text: m.message + (m.commit ? ` [${m.commit}]` : '') },
        locations: [{
                physicalLocation: {
                    artifactLocation: { uri: r.path.replace(/\\/g, '/') },
                    region: { startLine: m.line, startColumn: m.column, ...(m.endLine ? { endLine: m.endLine } : {}), ...(m.endColumn ? { endColumn: m.endColumn } : {}) },
                },
            }],
        ...(m.override ? { suppressions: [{ kind: 'external', justification: m.override }] } : {}),
    })));
    const log = {
        $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
        version: '2.1.0',
        runs: [{ tool: { driver: { name: 'handover', version, informationUri: 'https://www.npmjs.com/package/handover', rules } }, results: out }],
    };
    return JSON.stringify(log, null, 2) + '\n';
}
