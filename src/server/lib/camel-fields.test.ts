import { describe, expect, expectTypeOf, it } from 'vitest';
import { camelFields } from './camel-fields';

describe('camelFields', () => {
  it('names each column as the answer does, with the type the column had', () => {
    const row = {
      id: 'a',
      is_extra: true,
      judge1_score: 8.5,
      photo_judge_1_id: null as string | null,
      city_code: 3550308,
      left_out: 'x',
    };
    const fields = camelFields(row, ['id', 'is_extra', 'judge1_score', 'photo_judge_1_id', 'city_code']);
    expect(fields).toEqual({
      id: 'a',
      isExtra: true,
      judge1Score: 8.5,
      photoJudge1Id: null,
      cityCode: 3550308,
    });
    expectTypeOf(fields).toEqualTypeOf<{
      id: string;
      isExtra: boolean;
      judge1Score: number;
      photoJudge1Id: string | null;
      cityCode: number;
    }>();
  });
});
