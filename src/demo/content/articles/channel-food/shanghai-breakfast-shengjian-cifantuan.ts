/** The article `shanghai-breakfast-shengjian-cifantuan` of the food channel (see `./index.ts`). */
import type { SeedArticle } from '../model/types';

export const ARTICLE: SeedArticle = {
  key: 'shanghai-breakfast-shengjian-cifantuan',
  channel: 'food',
  daysAgo: 23,
  tags: ['上海', '美食', '小吃'],
  cover: 'street-food',
  'zh-cn': {
    title: '上海早饭：一只生煎，一个粢饭团',
    summary: '大饼、油条、粢饭、豆浆被上海人叫作“四大金刚”。想认识这座城市，先起个早，去弄堂口排一次队。',
    content: `<p>上海人的早饭很少在家里慢慢吃。弄堂口、菜场边的早点摊，六七点钟就排起了队：有人拎一袋粢饭团赶地铁，有人坐下来要一碗咸豆浆、两只生煎。</p>
<h2>“四大金刚”</h2>
<p>老上海把大饼、油条、粢饭、豆浆合称“四大金刚”。如今最常见的吃法是粢饭团：一勺热糯米摊在布上，包进油条、肉松和榨菜，再捏紧成一个椭圆的团子，一只手就能拿着走。豆浆分甜咸，咸豆浆碗底放虾皮、紫菜、榨菜末和油条碎，冲入滚烫的豆浆，再点几滴醋和酱油，豆浆会微微结成豆花。</p>
<figure><img src="scene:street-food" alt="清早的早点摊，铁锅里排着一圈刚出锅的生煎"><figcaption>生煎出锅时先撒芝麻和葱花，锅盖一掀，满街都是香味。</figcaption></figure>
<h2>生煎怎么吃才不烫嘴</h2>
<p><a href="https://zh.wikipedia.org/wiki/生煎包">生煎</a>是上海早饭里最有仪式感的一样。平底大铁锅，底部煎得焦黄酥脆，上面撒芝麻葱花。店家的做法大致分两派：全发面的皮厚而暄软，半发面的皮薄、汤汁更多，各有拥趸，不妨都试一试。</p>
<ol>
<li>先咬开一个小口，别急着整只塞进嘴里。</li>
<li>轻轻吸掉里面的汤汁，再蘸一点醋。</li>
<li>最后连焦底一起吃，配一碗咖喱牛肉汤或者油豆腐粉丝汤正好。</li>
</ol>
<blockquote>在上海，早饭吃得好不好，全看你愿不愿意早起半个钟头。</blockquote>
<p>住在上海静安雅舍酒店的话，附近弄堂里就有几家老早点摊；从上海人民广场简宿酒店出门坐一两站地铁，也能找到排队的生煎店。记得带上手机支付，早点摊找零不方便。</p>`,
  },
};
