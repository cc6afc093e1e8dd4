import { Card, Heading, SimpleGrid } from '@chakra-ui/react';
import { SettingField } from './SettingField';

/** A titled card of setting fields (the grouping of the Page Content, Services, Branding... tabs). */
export function SettingsCard({
  title,
  keys,
  columns = 1,
}: {
  title: string;
  keys: string[];
  columns?: number;
}) {
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h3" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <SimpleGrid columns={{ base: 1, md: columns }} gap="5">
          {keys.map((key) => (
            <SettingField key={key} settingKey={key} />
          ))}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
