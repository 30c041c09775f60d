import { SegmentGroup } from '@chakra-ui/react';
import { createContext, type ReactNode, useContext, useState } from 'react';

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

// Spec: B2C (Customer) / B2B (Agent), default b2c.
export function UserTypeSwitch() {
  const { userType, setUserType } = useUserType();
  return (
    <SegmentGroup.Root
      size="sm"
      value={userType}
      onValueChange={(d) => setUserType(d.value === 'b2b' ? 'b2b' : 'b2c')}
      aria-label="Customer or agent"
      data-testid="user-type-switch"
    >
      <SegmentGroup.Indicator bg="bg" />
      <SegmentGroup.Items
        items={[
          { value: 'b2c', label: 'B2C (Customer)' },
          { value: 'b2b', label: 'B2B (Agent)' },
        ]}
      />
    </SegmentGroup.Root>
  );
}
