import { Button, Center } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The button under a paged list that loads its next page; nothing when there is none. */
export function ShowMore({ hasMore, loading, onClick, label }: { hasMore: boolean; loading: boolean; onClick: () => void; label?: string }) {
  const { t } = useTranslation('common');
  if (!hasMore) return null;
  return (
    <Center mt="8">
      <Button variant="outline" colorPalette="brand" onClick={onClick} loading={loading} loadingText={t('loading')}>
        {label ?? t('showMore')}
      </Button>
    </Center>
  );
}
