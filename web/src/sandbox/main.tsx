import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './sandbox.css';
import { type GraphiQLPlugin, useGraphiQL } from '@graphiql/react';
import { GraphiQL } from 'graphiql';
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { EXAMPLES, type Example, variablesText } from './examples';

type FetchParams = { query: string; operationName?: string | null; variables?: unknown };

// GraphiQL works out the operation name from the editor a moment after it changes: Run pressed right after an
// example replaced the document would send the previous operation's name. A name that the document no longer
// defines is dropped, so a single-operation document runs as written.
function withCurrentOperationName(params: FetchParams): FetchParams {
  const name = params.operationName;
  if (!name) return params;
  const defined = new RegExp(`\\b(query|mutation|subscription)\\s+${name.replace(/[^\w]/g, '')}\\b`).test(params.query);
  return defined ? params : { ...params, operationName: undefined };
}

// Posts JSON to /graphql. With a pasted key: Authorization: Bearer and no cookies; without one, the browser's
// session (if any) is used, like the web app.
function makeFetcher(getKey: () => string) {
  return async (params: FetchParams, opts?: { headers?: Record<string, unknown> }) => {
    const key = getKey().trim();
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    for (const [name, value] of Object.entries(opts?.headers ?? {})) if (typeof value === 'string') headers[name] = value;
    if (key) headers.authorization = `Bearer ${key}`;
    const res = await fetch('/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify(withCurrentOperationName(params)),
      credentials: key ? 'omit' : 'same-origin',
    });
    const text = await res.text();
    try {
      return JSON.parse(text);
    } catch {
      return { errors: [{ message: `HTTP ${res.status}: ${text.slice(0, 500)}` }] };
    }
  };
}

function ExamplesIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M4 5h16M4 12h16M4 19h10" strokeLinecap="round" />
    </svg>
  );
}

function ExamplesPanel() {
  const queryEditor = useGraphiQL((s) => s.queryEditor);
  const variableEditor = useGraphiQL((s) => s.variableEditor);
  // an example chosen before the editors exist (they load a moment after the page) opens once they do: the buttons are
  // never disabled, so the panel always has something to focus (a slow phone's keyboard user can reach and scroll it)
  const [chosen, setChosen] = useState<Example | null>(null);
  useEffect(() => {
    if (!chosen || !queryEditor || !variableEditor) return;
    queryEditor.setValue(chosen.query);
    variableEditor.setValue(variablesText(chosen));
    setChosen(null);
  }, [chosen, queryEditor, variableEditor]);
  return (
    <div className="sf-examples">
      <div className="graphiql-doc-explorer-title">Examples</div>
      <p className="sf-muted">The common partner flows. Opening one replaces the current tab’s operation and variables.</p>
      <ul>
        {EXAMPLES.map((example) => (
          <li key={example.id}>
            <button type="button" data-testid={`example-${example.id}`} onClick={() => setChosen(example)}>
              <strong>{example.title}</strong>
              <span>{example.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

const examplesPlugin: GraphiQLPlugin = { title: 'Examples', icon: ExamplesIcon, content: ExamplesPanel };

function Sandbox() {
  const [key, setKey] = useState('');
  const keyRef = useRef(key);
  keyRef.current = key;
  const [fetcher] = useState(() => makeFetcher(() => keyRef.current));
  return (
    <div className="sf-sandbox">
      <header className="sf-bar">
        <a className="sf-brand" href="/">
          Safarnama
        </a>
        <span className="sf-title">GraphQL sandbox</span>
        <label className="sf-key">
          <span>API key</span>
          <input
            type="password"
            data-testid="api-key-input"
            placeholder="sk_live_… (optional: sent as Authorization: Bearer)"
            autoComplete="off"
            spellCheck={false}
            value={key}
            onChange={(e) => setKey(e.target.value)}
          />
        </label>
        <a className="sf-link" href="/developers">
          Developer docs
        </a>
      </header>
      <main className="sf-graphiql">
        <GraphiQL
          fetcher={fetcher}
          plugins={[examplesPlugin]}
          visiblePlugin={examplesPlugin}
          defaultTabs={EXAMPLES.slice(0, 2).map((e) => ({ query: e.query, variables: variablesText(e) }))}
          defaultEditorToolsVisibility="variables"
          isHeadersEditorEnabled
          shouldPersistHeaders={false}
        />
      </main>
    </div>
  );
}

createRoot(document.getElementById('sandbox') as HTMLElement).render(
  <StrictMode>
    <Sandbox />
  </StrictMode>,
);
