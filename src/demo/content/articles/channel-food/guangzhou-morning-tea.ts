/** The article `guangzhou-morning-tea` of the food channel (see `./index.ts`). */
import type { SeedArticle } from '../model/types';

export const ARTICLE: SeedArticle = {
  key: 'guangzhou-morning-tea',
  channel: 'food',
  daysAgo: 96,
  tags: ['广州', '美食', '茶'],
  cover: 'tea-house',
  'zh-cn': {
    title: '广州叹早茶：一盅两件，慢慢来',
    summary: '虾饺、烧卖、叉烧包、肠粉，再泡一壶普洱。去广州的茶楼坐一个上午，顺便学会用手指“叩谢”。',
    content: `<p>广州人说“饮茶”，其实重点在点心。一盅茶、两件点心，老街坊能在茶楼里坐上一整个上午，看报纸、聊家常，这就叫“叹早茶”。</p>
<h2>先点茶，再点心</h2>
<p>坐下后服务员会先问喝什么茶。常见的有普洱、铁观音、菊普（菊花加普洱）和寿眉，油腻的点心吃多了，普洱最解腻。茶楼一般按人收茶位费。点心多数是勾点心纸，也有推车在厅里转。</p>
<ul>
<li><strong>虾饺</strong>：澄面皮晶莹透亮，能隐约看到里面整只的虾仁，是考一家茶楼手艺的第一道。</li>
<li><strong>干蒸烧卖</strong>：猪肉和虾仁做馅，顶上一点蟹籽。</li>
<li><strong>叉烧包</strong>：蒸好后顶上裂开三道口，广州人叫“开口笑”。</li>
<li><strong>肠粉</strong>：米浆蒸成薄皮，卷上牛肉、虾仁或叉烧，淋甜豉油。</li>
<li><strong>豉汁凤爪、萝卜糕、流沙包</strong>：一咸一香一甜，适合收尾。</li>
</ul>
<figure><img src="scene:tea-house" alt="茶楼里的圆桌，桌上摆着茶壶和几笼点心"><figcaption>周末早上七点前后，老茶楼门口就开始排队。</figcaption></figure>
<h2>茶桌上的小规矩</h2>
<p>别人给你斟茶时，用食指和中指在桌上轻叩两三下，表示感谢，这就是“叩指礼”。茶壶里没水了，把壶盖掀开斜放在壶口，服务员看到就会来续水。</p>
<blockquote>一盅两件，叹世界。——这是老广对早茶最朴素的形容。</blockquote>
<p>陶陶居、莲香楼都是百年老字号，广州酒家也有几十年历史，荔湾湖边的泮溪酒家还有园林可看。住在广州沙面洋楼酒店，过桥就是上下九，附近的茶楼走路就能到；周末想少排队，记得早点出门。想了解更多点心，可以看看<a href="https://zh.wikipedia.org/wiki/虾饺">虾饺</a>的词条。</p>`,
  },
  en: {
    title: 'Morning tea in Guangzhou: one pot, two dim sum, no hurry',
    summary:
      'Har gow, siu mai, char siu buns and rice rolls, with a pot of pu-erh. Spend a morning in a Guangzhou teahouse and learn to say thank you with your fingers.',
    content: `<p>When Guangzhou people talk about going for tea, they really mean <a href="https://en.wikipedia.org/wiki/Dim_sum">dim sum</a>. A pot of tea and two baskets, <em>yat zung loeng gin</em>, can keep an old neighbour at the table all morning with a newspaper and a good gossip. Locals call it savouring tea.</p>
<h2>Order the tea, then the dim sum</h2>
<p>As you sit down you will be asked which tea you want. Pu-erh, tieguanyin, chrysanthemum pu-erh and shoumei white tea are the usual choices, and pu-erh is the one that cuts through the fried things. Teahouses charge a small tea fee per person. Most dim sum is ordered by ticking a paper menu, though some places still push trolleys round the room.</p>
<ul>
<li><strong>Har gow</strong>: translucent wheat-starch wrappers that show the whole shrimp inside. It is the dish that tests a teahouse's kitchen.</li>
<li><strong>Siu mai</strong>: pork and shrimp, topped with a dot of fish roe.</li>
<li><strong>Char siu bao</strong>: steamed buns that split open on top, which locals say makes them smile.</li>
<li><strong>Cheung fun</strong>: sheets of steamed rice batter rolled around beef, shrimp or barbecue pork, with sweet soy poured over.</li>
<li><strong>Chicken feet in black bean sauce, turnip cake and custard buns</strong>: savoury, crisp and sweet, a good way to finish.</li>
</ul>
<figure><img src="scene:tea-house" alt="A round table in a teahouse with a teapot and several bamboo steamers"><figcaption>At weekends the queue at the old teahouses starts around seven in the morning.</figcaption></figure>
<h2>Small customs at the table</h2>
<p>When someone pours your tea, tap two fingers lightly on the table two or three times to say thank you. When the pot runs dry, leave its lid tilted open on the rim and a waiter will come to refill it.</p>
<blockquote>One pot, two baskets, and the world can wait: that is morning tea as the old Cantonese describe it.</blockquote>
<p>Taotaoju and Lianxianglou have been serving dim sum for well over a century, Guangzhou Restaurant for almost as long, and Panxi Restaurant by Liwan Lake comes with a garden. From the Shamian Heritage Hotel Guangzhou, the Shangxiajiu shopping street is just over the bridge and several teahouses are within walking distance; at weekends, go early to skip the queue. For more, the <a href="https://en.wikipedia.org/wiki/Yum_cha">yum cha</a> article is a good start.</p>`,
  },
};
