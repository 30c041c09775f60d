import { Button, Center } from '@chakra-ui/react';

/** The button under a paged list that loads its next page; nothing when there is none. */
export function ShowMore({ hasMore, loading, onClick, label = 'Show more' }: { hasMore: boolean; loading: boolean; onClick: () => void; label?: string }) {
  if (!hasMore) return null;
  return (
    <Center mt="8">
      <Button variant="outline" colorPalette="brand" onClick={onClick} loading={loading} loadingText="Loading...">
        {label}
      </Button>
    </Center>
  );
}
