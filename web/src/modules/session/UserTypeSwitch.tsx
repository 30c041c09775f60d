import { chakra, useSlotRecipe } from '@chakra-ui/react';
import { createContext, type ReactNode, useContext, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type UserType = 'b2c' | 'b2b';

const UserTypeContext = createContext<{ userType: UserType; setUserType: (t: UserType) => void }>({
  userType: 'b2c',
  setUserType: () => {},
});

export function UserTypeProvider({ children }: { children: ReactNode }) {
  const [userType, setUserType] = useState<UserType>('b2c');
  return <UserTypeContext.Provider value={{ userType, setUserType }}>{children}</UserTypeContext.Provider>;
}

export function useUserType() {
  return useContext(UserTypeContext);
}

// labels: keys of the common catalogue
const ITEMS: Array<{ value: UserType; label: 'b2c' | 'b2b' }> = [
  { value: 'b2c', label: 'b2c' },
  { value: 'b2b', label: 'b2b' },
];

// Spec: B2C (Customer) / B2B (Agent), default b2c. Two native radio buttons in the segment group's look: Chakra's
// SegmentGroup runs a zag state machine (and its focus tracking) on every page's first load for the same thing.
export function UserTypeSwitch() {
  const { userType, setUserType } = useUserType();
  const styles = useSlotRecipe({ key: 'segmentGroup' })({ size: 'sm' });
  const name = useId();
  const { t } = useTranslation('common');
  return (
    <chakra.div role="radiogroup" aria-label={t('customerOrAgent')} css={styles.root} data-orientation="horizontal" data-testid="user-type-switch">
      {ITEMS.map(({ value, label }) => (
        // data-ssr: the recipe's look of a checked item without its sliding indicator
        <chakra.label key={value} css={styles.item} cursor="pointer" data-orientation="horizontal" data-state={userType === value ? 'checked' : 'unchecked'} data-ssr="">
          <chakra.input type="radio" name={name} value={value} checked={userType === value} onChange={() => setUserType(value)} srOnly />
          {t(label)}
        </chakra.label>
      ))}
    </chakra.div>
  );
}
