import type { DocumentNode } from 'graphql';

// Apollo's default document cache holds up to 30 MB counted as each document's JSON, but a parsed document costs
// more than that: several times its JSON on the heap (~4-8 KB for a 600-byte one), and, worse, every name of 13 or
// more characters is a slice of the source text that keeps the whole source alive, locations or not (a 60 KB
// comment plus one long alias pinned 60 KB per cached document). This store keeps a copy rebuilt from the JSON
// (fresh strings, nothing shared with the source), at most `maxEntries` documents and `maxBytes` of their JSON,
// least recently used evicted first. The app's own operations and a partner's handful fit many times over.
export const DOCUMENT_STORE_MAX_ENTRIES = 1000;
export const DOCUMENT_STORE_MAX_BYTES = 4 * 1024 * 1024;

type Entry = { document: DocumentNode; bytes: number };

/** A KeyValueCache<DocumentNode> for ApolloServer's `documentStore`. */
export class BoundedDocumentStore {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = DOCUMENT_STORE_MAX_ENTRIES,
    private readonly maxBytes = DOCUMENT_STORE_MAX_BYTES,
  ) {}

  async get(key: string): Promise<DocumentNode | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // most recently used: to the end of the eviction order (a Map iterates in insertion order)
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.document;
  }

  async set(key: string, document: DocumentNode): Promise<void> {
    // documents are parsed without locations, so the JSON is the whole document
    const json = JSON.stringify(document);
    const bytes = Buffer.byteLength(json, 'utf8') + key.length;
    if (bytes > this.maxBytes / 4) return;
    await this.delete(key);
    while (this.entries.size && (this.entries.size >= this.maxEntries || this.bytes + bytes > this.maxBytes)) {
      await this.delete(this.entries.keys().next().value as string);
    }
    // the copy's strings are new: the request's source text can be collected
    this.entries.set(key, { document: JSON.parse(json) as DocumentNode, bytes });
    this.bytes += bytes;
  }

  async delete(key: string): Promise<boolean> {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    return true;
  }

  /** Entries and JSON bytes held (tests and diagnostics). */
  size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
