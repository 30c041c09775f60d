// issue 39: the public quote page /q/:token (placeholder; filled by its part)
export default function QuotePage() {
  return null;
}
