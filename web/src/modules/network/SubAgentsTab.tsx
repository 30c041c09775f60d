// issue 39: (placeholder; filled by its part)
export function SubAgentsTab() {
  return null;
}
