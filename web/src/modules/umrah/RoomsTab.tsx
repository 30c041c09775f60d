import { Alert, Box, Button, Card, Grid, Heading, HStack, Input, List, NativeSelect, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { OCCUPANCIES, type Occupancy } from '@rules/umrah.js';
import { BedDouble, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { localMessage } from '../../i18n';
import { Stored } from '../../i18n/bidi';
import umrahNs from '../../i18n/en/umrah';
import { Field } from '../../ui/field';
import { errorMessage } from '../../ui/form';
import { PanelCard } from '../../ui/panelCard';
import { TabSection } from '../../ui/tabSection';
import { toast } from '../../ui/toaster';
import { AutoAllocateRoomsMutation, SetGroupRoomsMutation, SetRoomingMutation } from './operations';
import { fullName, type Group, type Pilgrim, useGroupMutation } from './types';

// The group's rooms (issue 36): how many rooms of each occupancy were bought, the automatic allocation (families
// together, men and women apart), the rooms with their people, and moving one person by hand; a move that breaks a
// rule is refused by the server (409) in words naming the room and the people, shown here.

type Room = Group['rooms'][number];

function countsOf(rooms: readonly Room[]): Record<Occupancy, number> {
  const counts = Object.fromEntries(OCCUPANCIES.map((o) => [o, 0])) as Record<Occupancy, number>;
  for (const r of rooms) counts[r.occupancy as Occupancy] = (counts[r.occupancy as Occupancy] ?? 0) + 1;
  return counts;
}

/** The rooms' assignment with `pilgrimId` moved to `roomId` ('' = out of every room). */
export function moved(rooms: readonly Room[], pilgrimId: string, roomId: string) {
  return rooms.map((r) => ({
    roomId: r.id,
    pilgrimIds: [...r.pilgrimIds.filter((id) => id !== pilgrimId), ...(r.id === roomId ? [pilgrimId] : [])],
  }));
}

function RoomsBought({ group }: { group: Group }) {
  const { t } = useTranslation(umrahNs);
  const [counts, setCounts] = useState(() => countsOf(group.rooms));
  const [save, { loading }] = useGroupMutation(SetGroupRoomsMutation);
  const submit = async () => {
    try {
      await save({ variables: { groupId: group.id, rooms: OCCUPANCIES.map((occupancy) => ({ occupancy, count: counts[occupancy] })) } });
      toast(t('rooms.saved'), undefined, 'success');
    } catch (err) {
      toast(t('rooms.saveFailed'), localMessage(errorMessage(err, t('rooms.saveFailed'))), 'error');
    }
  };
  return (
    <PanelCard title={t('rooms.buy')} text={t('rooms.buyText')} headingAs="h3" testId="rooms-bought">
      <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(5, 1fr)' }} gap="3">
        {OCCUPANCIES.map((o) => (
          <Field key={o} label={t('rooms.count', { occupancy: t(`occupancies.${o}`) })}>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              value={counts[o]}
              onChange={(e) => setCounts((c) => ({ ...c, [o]: Math.max(0, Math.floor(Number(e.target.value) || 0)) }))}
              data-testid={`rooms-count-${o}`}
            />
          </Field>
        ))}
      </Grid>
      <Button alignSelf="start" colorPalette="brand" onClick={() => void submit()} loading={loading} data-testid="rooms-save">
        {t('rooms.save')}
      </Button>
    </PanelCard>
  );
}

export function RoomsTab({ group }: { group: Group }) {
  const { t } = useTranslation(umrahNs);
  const [auto, { loading: allocating }] = useGroupMutation(AutoAllocateRoomsMutation);
  const [setRooming, { loading: moving }] = useGroupMutation(SetRoomingMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const byId = new Map(group.pilgrims.map((p) => [p.id, p]));
  const placed = new Set(group.rooms.flatMap((r) => r.pilgrimIds));
  const unplaced = group.pilgrims.filter((p) => !placed.has(p.id));
  const roomOptions = [
    { value: '', label: t('rooms.unplacedOption') },
    ...group.rooms.map((r, i) => ({ value: r.id, label: t('rooms.roomOption', { n: i + 1, occupancy: t(`occupancies.${r.occupancy}`) }) })),
  ];

  const allocate = async () => {
    setProblem(null);
    try {
      await auto({ variables: { groupId: group.id } });
      toast(t('rooms.allocated'), undefined, 'success');
    } catch (err) {
      setProblem(localMessage(errorMessage(err, t('genericError'))));
    }
  };
  const move = async (pilgrimId: string, roomId: string) => {
    setProblem(null);
    try {
      await setRooming({ variables: { groupId: group.id, rooms: moved(group.rooms, pilgrimId, roomId) } });
      toast(t('rooms.moved'), undefined, 'success');
    } catch (err) {
      setProblem(localMessage(errorMessage(err, t('rooms.moveFailed'))));
    }
  };
  // named by hidden words around the name as stored (lang="en" inside Urdu), which an aria-label could not mark
  const mover = (p: Pilgrim, current: string) => (
    <>
      <VisuallyHidden id={`move-${p.id}`}>
        <Trans t={t} i18nKey="rooms.moveTo" values={{ name: fullName(p) }} components={{ name: <Stored /> }} />
      </VisuallyHidden>
      <NativeSelect.Root size="xs" width="auto" minW="36">
        <NativeSelect.Field value={current} onChange={(e) => void move(p.id, e.target.value)} aria-labelledby={`move-${p.id}`} data-testid="rooming-move">
          {roomOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </>
  );
  const person = (p: Pilgrim, current: string) => (
    <List.Item key={p.id} data-testid="rooming-person">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontSize="sm">
          <bdi lang="en">{fullName(p)}</bdi> · {t(`genders.${p.gender}`)}
          {p.family && (
            <>
              {' · '}
              <bdi lang="en">{p.family}</bdi>
            </>
          )}
        </Text>
        {mover(p, current)}
      </HStack>
    </List.Item>
  );

  return (
    <TabSection
      title={t('rooms.title')}
      text={t('rooms.text')}
      action={
        <Button colorPalette="brand" variant="outline" onClick={() => void allocate()} loading={allocating} disabled={group.rooms.length === 0} data-testid="rooms-auto">
          <Wand2 size={14} aria-hidden /> {t('rooms.auto')}
        </Button>
      }
    >
      <RoomsBought key={group.rooms.length} group={group} />
      {problem && (
        <Alert.Root status="error" data-testid="rooming-error">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      {group.rooms.length === 0 ? (
        <Text color="fg.muted">{t('rooms.noRooms')}</Text>
      ) : (
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr', xl: 'repeat(3, 1fr)' }} gap="3" aria-busy={moving}>
          {group.rooms.map((r, i) => (
            <Card.Root key={r.id} variant="outline" size="sm" data-testid="rooming-room">
              <Card.Body>
                <Stack gap="2">
                  <Heading as="h3" size="sm" display="flex" alignItems="center" gap="2">
                    <BedDouble size={16} aria-hidden />
                    {t('rooms.room', { n: i + 1, occupancy: t(`occupancies.${r.occupancy}`), taken: r.pilgrimIds.length, beds: r.beds })}
                  </Heading>
                  {r.pilgrimIds.length === 0 ? (
                    <Text fontSize="sm" color="fg.muted">
                      {t('rooms.empty')}
                    </Text>
                  ) : (
                    <List.Root listStyleType="none" gap="2">
                      {r.pilgrimIds.map((id) => byId.get(id)).map((p) => p && person(p, r.id))}
                    </List.Root>
                  )}
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </Grid>
      )}
      <Box>
        <Heading as="h3" size="sm" mb="2">
          {t('rooms.unplaced')}
        </Heading>
        {unplaced.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" data-testid="rooming-all-placed">
            {t('rooms.allPlaced')}
          </Text>
        ) : (
          <List.Root listStyleType="none" gap="2" data-testid="rooming-unplaced">
            {unplaced.map((p) => person(p, ''))}
          </List.Root>
        )}
      </Box>
    </TabSection>
  );
}
