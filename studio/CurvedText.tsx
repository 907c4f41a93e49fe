import type { ComponentProps } from 'react';
import { Group, Rect, Text } from 'react-konva';
import { curvedGlyphs, type TextElement } from '../src/designs';

/**
 * Curved text on the canvas: one Konva Text per letter, placed by the same arc layout the
 * print renderer uses (src/designs/curve.ts), with each letter's width measured in the
 * browser in the element's font. The group carries the element's position, size and
 * handlers, so dragging and the Transformer treat it as one piece; a clear rectangle over
 * its box takes the pointer between letters.
 */
let measuring: CanvasRenderingContext2D | null = null;

function letterWidths(text: string, font: string, fontSize: number): number[] {
  measuring ??= document.createElement('canvas').getContext('2d');
  if (!measuring) return Array.from(text, () => fontSize / 2);
  measuring.font = `${fontSize}px "${font}"`;
  return Array.from(text, (letter) => measuring!.measureText(letter).width);
}

type GroupProps = ComponentProps<typeof Group>;

export function CurvedText({
  element,
  pixelsPerMm,
  ...group
}: GroupProps & { element: TextElement; pixelsPerMm: number; width: number; height: number }) {
  const fontSize = element.fontSize * pixelsPerMm;
  const letters = Array.from(element.text);
  const widths = letterWidths(element.text, element.font, fontSize);
  const glyphs = curvedGlyphs(widths, element.curve);
  return (
    <Group {...group}>
      <Rect width={group.width} height={group.height} fill="rgba(0,0,0,0)" />
      {letters.map((letter, index) => (
        <Text
          key={index}
          text={letter}
          fontFamily={element.font}
          fontSize={fontSize}
          fill={element.fill}
          x={group.width / 2 + glyphs[index]!.x}
          y={group.height / 2 + glyphs[index]!.y}
          offsetX={widths[index]! / 2}
          offsetY={fontSize / 2}
          rotation={glyphs[index]!.rotation}
          listening={false}
        />
      ))}
    </Group>
  );
}
