import type { DocumentNode } from 'graphql';

// Apollo's default document cache holds up to 30 MB counted as each document's JSON, but a parsed document costs
// several times its JSON on the heap (measured here: ~4-8 KB for a 600-byte one), so thousands of distinct small
// queries could pin hundreds of MB. This one keeps at most `maxEntries` documents and `maxBytes` of their JSON,
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
    // documents are parsed without locations, so the JSON is the document itself
    const bytes = Buffer.byteLength(JSON.stringify(document), 'utf8') + key.length;
    if (bytes > this.maxBytes / 4) return;
    await this.delete(key);
    while (this.entries.size && (this.entries.size >= this.maxEntries || this.bytes + bytes > this.maxBytes)) {
      await this.delete(this.entries.keys().next().value as string);
    }
    this.entries.set(key, { document, bytes });
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
