// issue 39: (placeholder; filled by its part)
export function QuotesTab() {
  return null;
}
