/**
 * The vocabulary and sentence templates of the generated articles of `SEED_ARTICLES` (`synthetic.ts`): the cities,
 * sights, dishes and everyday words of the demo news site's own articles, each in both languages, listed most
 * frequent first. Picks are skewed towards the head of each list (`skewedIndex`), so a few words appear in most
 * articles and many in few, as in real text. Self-contained (no imports) and free of `<`, `>` and `&`, so the
 * generator can put the sentences into HTML as they are; `bench/content.mjs` imports it for its query words.
 */

/** A word in both languages. */
export type Pair = readonly [zh: string, en: string];

export const CITIES: readonly Pair[] = [
  ['杭州', 'Hangzhou'],
  ['上海', 'Shanghai'],
  ['北京', 'Beijing'],
  ['成都', 'Chengdu'],
  ['西安', "Xi'an"],
  ['苏州', 'Suzhou'],
  ['厦门', 'Xiamen'],
  ['三亚', 'Sanya'],
  ['桂林', 'Guilin'],
  ['丽江', 'Lijiang'],
  ['重庆', 'Chongqing'],
  ['广州', 'Guangzhou'],
  ['南京', 'Nanjing'],
  ['青岛', 'Qingdao'],
  ['大理', 'Dali'],
  ['黄山', 'Huangshan'],
  ['洛阳', 'Luoyang'],
  ['武汉', 'Wuhan'],
  ['长沙', 'Changsha'],
  ['昆明', 'Kunming'],
  ['拉萨', 'Lhasa'],
  ['哈尔滨', 'Harbin'],
  ['宁波', 'Ningbo'],
  ['绍兴', 'Shaoxing'],
  ['扬州', 'Yangzhou'],
  ['乌镇', 'Wuzhen'],
  ['敦煌', 'Dunhuang'],
  ['平遥', 'Pingyao'],
  ['泉州', 'Quanzhou'],
  ['景德镇', 'Jingdezhen'],
];

export const SIGHTS: readonly Pair[] = [
  ['西湖', 'West Lake'],
  ['外滩', 'the Bund'],
  ['故宫', 'the Forbidden City'],
  ['断桥', 'the Broken Bridge'],
  ['长城', 'the Great Wall'],
  ['兵马俑', 'the Terracotta Army'],
  ['鼓浪屿', 'Gulangyu Island'],
  ['宽窄巷子', 'Kuanzhai Alley'],
  ['大雁塔', 'the Big Wild Goose Pagoda'],
  ['拙政园', 'the Humble Administrator Garden'],
  ['灵隐寺', 'Lingyin Temple'],
  ['雷峰塔', 'Leifeng Pagoda'],
  ['豫园', 'Yu Garden'],
  ['颐和园', 'the Summer Palace'],
  ['天坛', 'the Temple of Heaven'],
  ['洪崖洞', 'Hongyadong'],
  ['漓江', 'the Li River'],
  ['玉龙雪山', 'Jade Dragon Snow Mountain'],
  ['洱海', 'Erhai Lake'],
  ['布达拉宫', 'the Potala Palace'],
  ['中央大街', 'Central Street'],
  ['黄鹤楼', 'the Yellow Crane Tower'],
  ['岳麓山', 'Yuelu Mountain'],
  ['石林', 'the Stone Forest'],
  ['京杭大运河', 'the Grand Canal'],
  ['龙井村', 'Longjing village'],
  ['南锣鼓巷', 'Nanluoguxiang'],
  ['田子坊', 'Tianzifang'],
  ['栈桥', 'Zhanqiao Pier'],
  ['莫高窟', 'the Mogao Caves'],
  ['龙门石窟', 'the Longmen Grottoes'],
  ['夫子庙', 'the Confucius Temple'],
  ['苏堤', 'the Su Causeway'],
  ['白堤', 'the Bai Causeway'],
  ['回民街', 'the Muslim Quarter'],
  ['钟楼', 'the Bell Tower'],
  ['鼓楼', 'the Drum Tower'],
  ['瘦西湖', 'Slender West Lake'],
  ['开元寺', 'Kaiyuan Temple'],
  ['古城墙', 'the old city wall'],
];

export const DISHES: readonly Pair[] = [
  ['小笼包', 'soup dumplings'],
  ['火锅', 'hotpot'],
  ['面条', 'noodles'],
  ['龙井茶', 'Longjing tea'],
  ['烤鸭', 'roast duck'],
  ['东坡肉', 'Dongpo pork'],
  ['西湖醋鱼', 'West Lake fish in vinegar'],
  ['龙井虾仁', 'Longjing shrimp'],
  ['肉夹馍', 'roujiamo'],
  ['羊肉泡馍', 'lamb paomo'],
  ['热干面', 'hot dry noodles'],
  ['米线', 'rice noodles'],
  ['担担面', 'dandan noodles'],
  ['麻婆豆腐', 'mapo tofu'],
  ['生煎包', 'pan-fried buns'],
  ['沙茶面', 'satay noodles'],
  ['海蛎煎', 'oyster omelette'],
  ['椰子鸡', 'coconut chicken'],
  ['臭豆腐', 'stinky tofu'],
  ['煎饼果子', 'jianbing'],
  ['馄饨', 'wontons'],
  ['饺子', 'dumplings'],
  ['早茶', 'morning tea'],
  ['点心', 'dim sum'],
  ['叉烧', 'char siu'],
  ['肠粉', 'rice rolls'],
  ['桂花糕', 'osmanthus cake'],
  ['青团', 'green rice cakes'],
  ['片儿川', 'pian er chuan noodles'],
  ['葱包桧', 'fried scallion rolls'],
  ['鸭血粉丝汤', 'duck blood soup'],
  ['盐水鸭', 'salted duck'],
  ['过桥米线', 'crossing the bridge noodles'],
  ['酸菜鱼', 'pickled fish'],
  ['烧烤', 'barbecue'],
  ['豆浆', 'soy milk'],
  ['油条', 'fried dough sticks'],
  ['糖葫芦', 'candied hawthorn'],
  ['海鲜', 'seafood'],
  ['普洱茶', 'Puer tea'],
];

export const PLACES: readonly Pair[] = [
  ['酒店', 'hotel'],
  ['老街', 'old street'],
  ['夜市', 'night market'],
  ['茶馆', 'tea house'],
  ['博物馆', 'museum'],
  ['民宿', 'guesthouse'],
  ['古镇', 'old town'],
  ['公园', 'park'],
  ['地铁站', 'metro station'],
  ['火车站', 'railway station'],
  ['机场', 'airport'],
  ['码头', 'pier'],
  ['寺庙', 'temple'],
  ['海滩', 'beach'],
  ['湖边', 'lakeside'],
  ['江边', 'riverside'],
  ['步行街', 'pedestrian street'],
  ['菜市场', 'food market'],
  ['书店', 'bookshop'],
  ['咖啡馆', 'cafe'],
  ['茶园', 'tea garden'],
  ['山顶', 'hilltop'],
  ['小巷', 'lane'],
  ['广场', 'square'],
  ['美术馆', 'art gallery'],
  ['温泉', 'hot spring'],
  ['游客中心', 'visitor centre'],
  ['观景台', 'viewing platform'],
];

export const TIMES: readonly Pair[] = [
  ['周末', 'at the weekend'],
  ['清晨', 'early in the morning'],
  ['傍晚', 'in the evening'],
  ['春天', 'in spring'],
  ['秋天', 'in autumn'],
  ['夏天', 'in summer'],
  ['冬天', 'in winter'],
  ['假期', 'in the holidays'],
  ['国庆', 'over National Day'],
  ['春节', 'at Spring Festival'],
  ['五一', 'over May Day'],
  ['梅雨季', 'in the plum rain season'],
  ['工作日', 'on a weekday'],
  ['深夜', 'late at night'],
  ['中秋', 'at the Mid-Autumn Festival'],
];

export const ACTIVITIES: readonly Pair[] = [
  ['散步', 'walk'],
  ['拍照', 'take photos'],
  ['喝茶', 'drink tea'],
  ['吃早餐', 'have breakfast'],
  ['骑行', 'cycle'],
  ['爬山', 'climb the hills'],
  ['看日落', 'watch the sunset'],
  ['逛街', 'go shopping'],
  ['坐船', 'take a boat'],
  ['看展览', 'see an exhibition'],
  ['泡温泉', 'soak in a hot spring'],
  ['听评弹', 'hear pingtan ballads'],
  ['逛夜市', 'browse the night market'],
  ['看日出', 'watch the sunrise'],
  ['划船', 'row a boat'],
  ['徒步', 'hike'],
  ['买特产', 'buy local specialities'],
  ['学做菜', 'learn to cook'],
];

export const ADJECTIVES: readonly Pair[] = [
  ['方便', 'convenient'],
  ['安静', 'quiet'],
  ['热闹', 'lively'],
  ['干净', 'clean'],
  ['舒服', 'comfortable'],
  ['地道', 'authentic'],
  ['值得', 'worthwhile'],
  ['便宜', 'cheap'],
  ['新鲜', 'fresh'],
  ['拥挤', 'crowded'],
  ['漂亮', 'beautiful'],
  ['凉快', 'cool'],
  ['有名', 'famous'],
  ['古老', 'ancient'],
  ['宽敞', 'spacious'],
  ['实惠', 'good value'],
];

export const TRAVELLERS: readonly Pair[] = [
  ['游客', 'visitors'],
  ['家庭', 'families'],
  ['情侣', 'couples'],
  ['孩子', 'children'],
  ['老人', 'older travellers'],
  ['学生', 'students'],
  ['背包客', 'backpackers'],
  ['商务客人', 'business travellers'],
  ['摄影爱好者', 'photographers'],
  ['本地人', 'locals'],
  ['会员', 'members'],
  ['第一次来的人', 'first-time visitors'],
];

export const TOPICS: readonly Pair[] = [
  ['美食', 'food'],
  ['住宿', 'hotels'],
  ['攻略', 'guide'],
  ['亲子', 'family'],
  ['自然', 'nature'],
  ['交通', 'transport'],
  ['文化', 'culture'],
  ['历史', 'history'],
  ['购物', 'shopping'],
  ['周末游', 'weekend'],
  ['摄影', 'photography'],
  ['徒步', 'hiking'],
  ['节日', 'festivals'],
  ['预算', 'budget'],
  ['夜生活', 'nightlife'],
  ['咖啡', 'coffee'],
  ['茶', 'tea'],
  ['古镇', 'old towns'],
  ['海岛', 'islands'],
  ['自驾', 'road trip'],
  ['温泉', 'hot springs'],
  ['博物馆', 'museums'],
  ['小吃', 'street food'],
  ['季节', 'seasons'],
  ['城市漫步', 'city walk'],
];

/** A template's slots: each is filled with a word of the list of that name, the same word in both languages. */
export type Slot = 'city' | 'sight' | 'dish' | 'place' | 'time' | 'act' | 'adj' | 'who' | 'n';
export const SLOT_WORDS: Readonly<Record<Exclude<Slot, 'n'>, readonly Pair[]>> = {
  city: CITIES,
  sight: SIGHTS,
  dish: DISHES,
  place: PLACES,
  time: TIMES,
  act: ACTIVITIES,
  adj: ADJECTIVES,
  who: TRAVELLERS,
};

/** Sentences in both languages; `{slot}` is a word, `{n}` a small number. */
export const SENTENCES: readonly Pair[] = [
  ['{city}的{sight}{time}最适合{act}。', '{sight} in {city} is best for those who {act} {time}.'],
  [
    '从{place}走到{sight}大约要{n}分钟，路上很{adj}。',
    'It takes about {n} minutes on foot from the {place} to {sight}, and the way is {adj}.',
  ],
  ['很多{who}会在{place}附近吃一碗{dish}。', 'Many {who} stop for {dish} near the {place}.'],
  ['{time}的{sight}人不多，很{adj}。', '{sight} is {adj} {time}, with few people about.'],
  ['如果想{act}，可以去{city}的{place}。', 'If you want to {act}, head for the {place} in {city}.'],
  [
    '{city}最有名的小吃是{dish}，一份大约{n}元。',
    'The best-known snack of {city} is {dish}, about {n} yuan a portion.',
  ],
  ['住在{sight}附近的{place}，每天出门就能{act}。', 'Stay at a {place} near {sight} and you can {act} every day.'],
  ['{who}常说{city}的{dish}最{adj}。', '{who} often say the {dish} of {city} is the most {adj}.'],
  ['我们在{place}里{act}，一直待到{time}。', 'We went to {act} at the {place} and stayed on {time}.'],
  ['去{sight}前最好提前{n}天预约。', 'Book {sight} {n} days ahead if you can.'],
  ['{city}的{place}{time}很{adj}，适合{who}。', 'The {place} in {city} is {adj} {time}, good for {who}.'],
  ['沿着{sight}往前走，就到了卖{dish}的{place}。', 'Walk on past {sight} and you reach a {place} selling {dish}.'],
  [
    '这家{place}离地铁站只有{n}百米，非常{adj}。',
    'This {place} is only {n} hundred metres from the metro, which is {adj}.',
  ],
  ['{time}来{city}，别忘了尝尝{dish}。', 'Come to {city} {time} and do not miss the {dish}.'],
  ['{who}可以在{sight}{act}，也可以去{place}{act}。', '{who} can {act} at {sight}, or go to the {place} and {act}.'],
  ['{sight}是{city}最{adj}的地方之一。', '{sight} is one of the most {adj} places in {city}.'],
];

/** Titles: the article's city, sight and dish, then a topic. */
export const TITLES: readonly Pair[] = [
  ['{city}{topic}：{sight}和{dish}', '{city} {topic}: {sight} and {dish}'],
  ['{time}去{city}：{sight}怎么玩', '{city} {time}: how to see {sight}'],
  ['在{city}吃{dish}的{n}个地方', '{n} places to eat {dish} in {city}'],
  ['{sight}附近住哪里', 'Where to stay near {sight}'],
  ['{city}的{place}：{who}的{topic}笔记', 'The {place} of {city}: {topic} notes for {who}'],
];

/** mulberry32: a small seeded PRNG, numbers in [0, 1). */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** An index into a list of `length`, skewed to the head: the first entry about 20 % of picks in a list of 30. */
export const skewedIndex = (random: () => number, length: number): number =>
  Math.min(length - 1, Math.floor(length * random() ** 2.5));

/** The generated tag pool: city and topic (in each language), then sight and topic, then the topics alone. */
export const TAG_POOL_SIZE = 2_000;
export function tagPool(): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  const add = (name: string) => {
    const key = name.toLowerCase();
    if (name.length > 20 || seen.has(key) || names.length >= TAG_POOL_SIZE) return;
    seen.add(key);
    names.push(name);
  };
  for (const [zh, en] of [...CITIES, ...TOPICS]) {
    add(zh);
    add(en);
  }
  for (const topic of TOPICS) {
    for (const city of CITIES) {
      add(`${city[0]}${topic[0]}`);
      add(`${city[1]} ${topic[1]}`);
    }
  }
  for (const topic of TOPICS) for (const sight of SIGHTS) add(`${sight[0]}${topic[0]}`);
  for (const dish of DISHES) for (const city of CITIES) add(`${city[0]}${dish[0]}`);
  return names;
}

/** The Chinese words of the vocabulary (2 to 4 characters), for the bench's word queries. */
export const chineseWords = (): string[] =>
  [...new Set(Object.values(SLOT_WORDS).flatMap((pairs) => pairs.map(([zh]) => zh)))].filter(
    (word) => word.length >= 2 && word.length <= 4,
  );

/** The English words of the vocabulary (letters only, at least 3), for the bench's prefix queries. */
export const englishWords = (): string[] =>
  [
    ...new Set(
      Object.values(SLOT_WORDS).flatMap((pairs) => pairs.flatMap(([, en]) => en.toLowerCase().split(/[^a-z]+/))),
    ),
  ].filter((word) => word.length >= 3);
