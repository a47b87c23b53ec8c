import { Box, Title } from '@mantine/core';
import type { CategoryLook } from '../model/category-look.ts';

/** A category's coloured band: the panel's colour with its checked text colour, name in lines (§9). */
export function CategoryHeader({ look, id }: { look: CategoryLook; id: string }) {
  return (
    <Box
      bg={look.color}
      c={look.textColor}
      px="md"
      py="xs"
      style={{ borderRadius: 8 }}
      data-category={look.code}
    >
      <Title order={2} fz={22} id={id} c="inherit">
        {look.nameLines.map((line) => (
          <span key={line} style={{ display: 'block' }}>
            {line}
          </span>
        ))}
      </Title>
    </Box>
  );
}
